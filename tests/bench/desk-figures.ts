/**
 * Issue 28's figures of the sales desk: the inbox's list call through the desk Worker (as the desk's page makes it)
 * with 10,000 requests in the database, and the time to render a document PDF (a stored offer through the admin
 * REST API, and the desk's preview of a draft). The requests are one real quote request, placed through commerce's
 * GraphQL as a buyer places it, copied in SQL with varied statuses, dates and numbers.
 */
import { execFileSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { LOCAL_STAFF_USER } from '../../commerce/scripts/staff-user-sql.ts'
import { type SearchCriteria, searchCriteriaParams } from '../../desk/app/requests/search-criteria.ts'
import { startShop } from '../../scripts/shop-process.ts'
import { inTurn, type LoadResult, load, repeatedly, resultRow } from './load.ts'

export const DESK_REQUESTS = 10_000

/** Statuses the copies cycle through: mostly waiting for the company, as an inbox is. */
const STATUSES = [
  ['quote_requested', 'new'],
  ['order_requested', 'new'],
  ['quote_requested', 'new'],
  ['offer_sent', 'pending_payment'],
  ['confirmation_sent', 'pending_payment'],
  ['confirmed', 'processing'],
  ['declined', 'canceled'],
  ['complete', 'complete'],
] as const

/** The inbox's first call: what waits for the company, newest first, 25 a page (desk/app/requests/). */
const inbox = (extra: SearchCriteria['filterGroups'] = [], currentPage = 1): SearchCriteria => ({
  filterGroups: [[{ field: 'status', value: 'quote_requested,order_requested', conditionType: 'in' }], ...extra],
  sortOrders: [{ field: 'created_at', direction: 'DESC' }],
  pageSize: 25,
  currentPage,
})

/** A search as the clerk types it: the number, the e-mail, the company, the buyer's order number. */
const searched = (text: string) =>
  inbox([
    ['increment_id', 'customer_email', 'billing_company', 'po_number'].map((field) => ({
      field,
      value: `%${text}%`,
      conditionType: 'like' as const,
    })),
  ])

function d1(state: string, command: string): void {
  execFileSync(
    process.execPath,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'd1',
      'execute',
      'commerce',
      '--local',
      '--persist-to',
      state,
      '-c',
      'commerce/wrangler.jsonc',
      '--command',
      command,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  )
}

/**
 * `count` copies of the order `source` with its quote, lines, addresses, payment and history, in SQL: copies of the
 * rows in a work table, new ids, then back into the table.
 */
function copyOrders(state: string, source: number, count: number): void {
  const copy = (table: string, where: string, set: string) =>
    `DROP TABLE IF EXISTS bench_copy; CREATE TABLE bench_copy AS SELECT ${table}.*, n.i AS bench_i FROM ${table}, bench_n n WHERE ${where};
     UPDATE bench_copy SET ${set}; ALTER TABLE bench_copy DROP COLUMN bench_i;
     INSERT INTO ${table} SELECT * FROM bench_copy; DROP TABLE bench_copy;`
  const statusCase = (column: 0 | 1) =>
    `CASE bench_i % ${STATUSES.length} ${STATUSES.map((s, i) => `WHEN ${i} THEN '${s[column]}'`).join(' ')} END`
  d1(
    state,
    `DROP TABLE IF EXISTS bench_n;
     CREATE TABLE bench_n AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}) SELECT i FROM n;
     ${copy('quote', `entity_id = (SELECT quote_id FROM sales_order WHERE entity_id = ${source})`, `entity_id = (SELECT max(entity_id) FROM quote) + bench_i, masked_id = 'bench-' || bench_i`)}
     ${copy(
       'sales_order',
       `entity_id = ${source}`,
       `entity_id = ${source} + bench_i, increment_id = printf('%09d', ${source} + bench_i),
        quote_id = (SELECT max(entity_id) FROM quote) - ${count} + bench_i,
        status = ${statusCase(0)}, state = ${statusCase(1)},
        customer_email = 'kunde' || bench_i || '@example.com', customer_lastname = 'Muster ' || bench_i,
        created_at = datetime('now', '-' || (bench_i * 7) || ' minutes'), updated_at = created_at`,
     )}
     ${copy('sales_order_item', `order_id = ${source}`, `item_id = NULL, order_id = ${source} + bench_i`)}
     ${copy('sales_order_address', `parent_id = ${source}`, `entity_id = NULL, parent_id = ${source} + bench_i, company = 'Firma ' || bench_i`)}
     ${copy('sales_order_payment', `parent_id = ${source}`, `entity_id = NULL, parent_id = ${source} + bench_i, po_number = 'B-' || bench_i`)}
     ${copy('sales_order_status_history', `parent_id = ${source}`, `entity_id = NULL, parent_id = ${source} + bench_i`)}
     DROP TABLE bench_n;`,
  )
}

async function signInToDesk(deskUrl: string): Promise<string> {
  const response = await fetch(`${deskUrl}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: deskUrl },
    body: JSON.stringify({ username: LOCAL_STAFF_USER.username, password: LOCAL_STAFF_USER.password }),
  })
  if (!response.ok) throw new Error(`desk sign-in answered ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

async function adminToken(commerceUrl: string): Promise<string> {
  const response = await fetch(`${commerceUrl}/rest/V1/integration/admin/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: LOCAL_STAFF_USER.username, password: LOCAL_STAFF_USER.password }),
  })
  return (await response.json()) as string
}

async function json<T>(url: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

export interface DeskFigures {
  requests: number
  inbox: LoadResult
  search: LoadResult
  storedPdf: LoadResult
  previewPdf: LoadResult
  pdfBytes: number
}

type Draft = { items: { order_item_id: number; qty: number; price: number }[] }

type DeskShop = { commerceUrl: string; deskUrl: string; stop: () => Promise<void> }

/** Its own shop with the desk, on a state of its own. */
const STATE = '.wrangler/bench-desk-state'
async function start(fresh: boolean): Promise<DeskShop> {
  const shop = await startShop({ port: 8794, commercePort: 8793, deskPort: 8792, state: STATE, fresh, quiet: true })
  return { ...shop, deskUrl: shop.deskUrl as string }
}

/**
 * On a shop of its own: places the request, stops the shop to copy it in the database (a second process writing to
 * a D1 that `wrangler dev` serves upsets it), starts it again and measures.
 */
export async function deskFigures(limits: { durationMs: number; clients: number }): Promise<DeskFigures> {
  const first = await start(true)
  // The buyer's flow of the desk's browser tests, against this shop's commerce Worker (read when imported).
  process.env.E2E_COMMERCE_PORT = new URL(first.commerceUrl).port
  const { placeQuoteRequest } = await import('../e2e/desk/buyer.ts')
  const source = Number((await placeQuoteRequest()).number)
  await first.stop()
  copyOrders(STATE, source, DESK_REQUESTS - 1)
  const shop = await start(false)
  try {
    return await measure(shop, source, limits)
  } finally {
    await shop.stop()
  }
}

async function measure(
  shop: DeskShop,
  source: number,
  limits: { durationMs: number; clients: number },
): Promise<DeskFigures> {
  const cookie = await signInToDesk(shop.deskUrl)
  const deskGet = { headers: { cookie } }
  const pages = [1, 2, 3, 10].map((page) => `${shop.deskUrl}/rest/V1/orders?${searchCriteriaParams(inbox([], page))}`)
  const searches = ['Firma 12', 'B-777', 'kunde42@', '0000004'].map(
    (text) => `${shop.deskUrl}/rest/V1/orders?${searchCriteriaParams(searched(text))}`,
  )
  const limitsFor = (clients: number) => ({ clients, durationMs: limits.durationMs, maxRequests: 20_000 })
  await load(inTurn(pages, deskGet), { ...limitsFor(limits.clients), durationMs: 2_000 })
  const inboxLoad = await load(inTurn(pages, deskGet), limitsFor(limits.clients))
  const searchLoad = await load(inTurn(searches, deskGet), limitsFor(limits.clients))

  const token = await adminToken(shop.commerceUrl)
  const draft = await json<Draft>(`${shop.commerceUrl}/rest/V1/order/${source}/offer-draft`, token)
  const body = { items: draft.items.map(({ order_item_id, qty, price }) => ({ order_item_id, qty, price })) }
  const previewInit = {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }
  const previewPdf = await load(
    repeatedly(`${shop.commerceUrl}/rest/V1/order/${source}/offer-preview`, () => previewInit),
    limitsFor(1),
  )
  const id = await json<number>(`${shop.commerceUrl}/rest/V1/order/${source}/offer`, token, {
    ...body,
    notify: false,
  })
  const pdfUrl = `${shop.commerceUrl}/rest/V1/documents/${id}/pdf`
  const pdfInit = { headers: { authorization: `Bearer ${token}` } }
  const pdfBytes = (await (await fetch(pdfUrl, pdfInit)).arrayBuffer()).byteLength
  const storedPdf = await load(
    repeatedly(pdfUrl, () => pdfInit),
    limitsFor(1),
  )
  return { requests: DESK_REQUESTS, inbox: inboxLoad, search: searchLoad, storedPdf, previewPdf, pdfBytes }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

export function printDeskFigures(figures: DeskFigures, clients: number): void {
  console.log(
    `\nSales desk (issue 28): ${figures.requests.toLocaleString('en')} requests in the database; the inbox's list call` +
      ` through the desk Worker (session cookie → commerce admin REST), ${clients} clients; the PDF one at a time.`,
  )
  console.table({
    'inbox: waiting requests, pages 1, 2, 3, 10 in turn': resultRow(figures.inbox),
    'inbox: search number, e-mail, company, order number': resultRow(figures.search),
    'offer PDF, stored version (GET …/documents/{id}/pdf)': resultRow(figures.storedPdf),
    'offer PDF, preview of a draft (POST …/offer-preview)': resultRow(figures.previewPdf),
  })
  console.log(`  The offer's PDF: ${kib(figures.pdfBytes)} (one line). Goal: inbox p95 well under a second.`)
  console.log(
    `  Load average (1, 5, 15 min) after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}.`,
  )
}
