/**
 * Carts and their lines in D1. D1 has no interactive transactions, so every write that depends on what is already
 * there is one statement (an upsert, a conditional update, compare-and-set) or one `batch` (a transaction):
 * concurrent requests on one cart can neither lose a line nor a quantity.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../kernel/database'
import { inList } from '../kernel/lists'
import { Parameters } from '../kernel/parameters'
import { stockLimitSql } from './stock'
import { quote, quoteItem, quoteItemOption } from './tables'

const QUOTE = {
  entity_id: quote.entity_id,
  masked_id: quote.masked_id,
  store_id: quote.store_id,
  customer_id: quote.customer_id,
  customer_group_id: quote.customer_group_id,
  is_active: quote.is_active,
  coupon_code: quote.coupon_code,
}
const ITEM = {
  item_id: quoteItem.item_id,
  product_id: quoteItem.product_id,
  variant_id: quoteItem.variant_id,
  qty: quoteItem.qty,
  options_key: quoteItem.options_key,
}

export type QuoteRecord = Pick<typeof quote.$inferSelect, keyof typeof QUOTE>
export type QuoteItemRecord = Pick<typeof quoteItem.$inferSelect, keyof typeof ITEM>

/** A new guest cart, or null when the masked id is taken. */
export async function insertQuote(db: Database, maskedId: string, storeId: number): Promise<QuoteRecord | null> {
  const [row] = await db
    .insert(quote)
    .values({ masked_id: maskedId, store_id: storeId })
    .onConflictDoNothing({ target: quote.masked_id })
    .returning(QUOTE)
  return row ?? null
}

/**
 * The customer's active cart (Magento's CustomerCartResolver / CreateEmptyCartForCustomer), created with the
 * customer's id and group when there is none.
 */
export async function customerQuote(
  db: Database,
  customer: { customerId: number; groupId: number },
  storeId: number,
  maskedId: string,
): Promise<QuoteRecord> {
  const [active] = await db
    .select(QUOTE)
    .from(quote)
    .where(and(eq(quote.customer_id, customer.customerId), eq(quote.is_active, 1)))
    .orderBy(desc(quote.entity_id))
    .limit(1)
  if (active) return active
  const [created] = await db
    .insert(quote)
    .values({
      masked_id: maskedId,
      store_id: storeId,
      customer_id: customer.customerId,
      customer_group_id: customer.groupId,
    })
    .returning(QUOTE)
  if (!created) throw new Error('customer cart not written')
  return created
}

export async function findQuote(db: Database, maskedId: string): Promise<QuoteRecord | null> {
  const [row] = await db.select(QUOTE).from(quote).where(eq(quote.masked_id, maskedId))
  return row ?? null
}

export function loadItems(db: Database, quoteId: number) {
  return db.select(ITEM).from(quoteItem).where(eq(quoteItem.quote_id, quoteId)).orderBy(asc(quoteItem.item_id))
}

export async function findItem(db: Database, quoteId: number, itemId: number): Promise<QuoteItemRecord | null> {
  const [row] = await db
    .select(ITEM)
    .from(quoteItem)
    .where(and(eq(quoteItem.quote_id, quoteId), eq(quoteItem.item_id, itemId)))
  return row ?? null
}

/**
 * The cart is still active: every write of a line checks it in its own statement, so a change that comes after the
 * cart was placed (inactive) is refused, never written into a placed cart and lost.
 */
const isActive = (quoteId: string) => `EXISTS (SELECT 1 FROM quote WHERE entity_id = ${quoteId} AND is_active = 1)`

/**
 * Adds to a cart line what `item` (SQL of one row: quote_id, product_id, variant_id, qty, and line_limit, the most
 * the line may hold) says, creating the line if needed — one upsert, so parallel adds sum up — unless the line would
 * exceed its limit; answers the line's new quantity (RETURNING qty), no row when refused. Raw SQL: the builder
 * cannot say INSERT … SELECT … WHERE with a conditional DO UPDATE … WHERE, and drizzle cannot batch a raw statement
 * with parameters.
 */
const upsertLine = (item: string) => `WITH item AS (${item})
  INSERT INTO quote_item (quote_id, product_id, variant_id, qty)
  SELECT quote_id, product_id, variant_id, qty FROM item WHERE qty <= line_limit AND ${isActive('item.quote_id')}
  ON CONFLICT (quote_id, product_id, variant_id, options_key) DO UPDATE
    SET qty = quote_item.qty + excluded.qty, updated_at = CURRENT_TIMESTAMP
    WHERE quote_item.qty + excluded.qty <= (SELECT line_limit FROM item)
  RETURNING qty`

/**
 * Adds `qty` to the cart's line of this product and variant and reads the cart's lines back in the same
 * transaction. Refused (`qty` null) when the line would exceed `limit`; otherwise the line's new quantity.
 */
export async function addToLine(
  db: Database,
  line: { quoteId: number; productId: number; variantId: number; qty: number },
  limit: number,
): Promise<{ qty: number | null; items: QuoteItemRecord[] }> {
  const d1 = db.$client
  const lines = loadItems(db, line.quoteId).toSQL()
  const [added, items] = await d1.batch([
    d1
      .prepare(upsertLine('SELECT ?1 AS quote_id, ?2 AS product_id, ?3 AS variant_id, ?4 AS qty, ?5 AS line_limit'))
      .bind(line.quoteId, line.productId, line.variantId, line.qty, limit),
    d1.prepare(lines.sql).bind(...lines.params),
  ])
  const row = added?.results[0] as { qty: number } | undefined
  return { qty: row?.qty ?? null, items: (items?.results ?? []) as QuoteItemRecord[] }
}

/**
 * A new line of its own with custom options (a cut list: `options` as quote_item_option's codes and values) and
 * the cart's lines read back in the same transaction; nothing is written when `qty` exceeds `limit` or the cart is
 * no longer active (`added` false).
 */
export async function addOptionsLine(
  db: Database,
  line: { quoteId: number; productId: number; variantId: number; qty: number; options: Record<string, string> },
  limit: number,
): Promise<{ added: boolean; items: QuoteItemRecord[] }> {
  const d1 = db.$client
  const key = crypto.randomUUID()
  const lines = loadItems(db, line.quoteId).toSQL()
  const [added, , items] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO quote_item (quote_id, product_id, variant_id, qty, options_key)
         SELECT ?1, ?2, ?3, ?4, ?5 WHERE ?4 <= ?6 AND ${isActive('?1')} RETURNING item_id`,
      )
      .bind(line.quoteId, line.productId, line.variantId, line.qty, key, limit),
    d1
      .prepare(
        `INSERT INTO quote_item_option (item_id, product_id, code, value)
         SELECT i.item_id, i.product_id, o.key, o.value FROM quote_item i, json_each(?3) o
         WHERE i.quote_id = ?1 AND i.options_key = ?2`,
      )
      .bind(line.quoteId, key, JSON.stringify(line.options)),
    d1.prepare(lines.sql).bind(...lines.params),
  ])
  return { added: (added?.results.length ?? 0) === 1, items: (items?.results ?? []) as QuoteItemRecord[] }
}

/**
 * Replaces a line's custom options and quantity (a changed cut list) in one transaction; false when the line is
 * gone or the cart no longer active.
 */
export async function replaceLineOptions(
  db: Database,
  line: { quoteId: number; itemId: number; qty: number; options: Record<string, string> },
): Promise<boolean> {
  const d1 = db.$client
  const activeItem = `EXISTS (SELECT 1 FROM quote_item i WHERE i.item_id = ?1 AND i.quote_id = ?2 AND ${isActive('?2')})`
  const [updated] = await d1.batch([
    d1
      .prepare(`UPDATE quote_item SET qty = ?3, updated_at = CURRENT_TIMESTAMP WHERE item_id = ?1 AND ${activeItem}`)
      .bind(line.itemId, line.quoteId, line.qty),
    d1.prepare(`DELETE FROM quote_item_option WHERE item_id = ?1 AND ${activeItem}`).bind(line.itemId, line.quoteId),
    d1
      .prepare(
        `INSERT INTO quote_item_option (item_id, product_id, code, value)
         SELECT i.item_id, i.product_id, o.key, o.value FROM quote_item i, json_each(?3) o
         WHERE i.item_id = ?1 AND ${activeItem}`,
      )
      .bind(line.itemId, line.quoteId, JSON.stringify(line.options)),
  ])
  return (updated?.meta.changes ?? 0) > 0
}

/** The custom options of the lines, by item id (quote_item_option's code → value). */
export async function loadItemOptions(db: Database, itemIds: number[]): Promise<Map<number, Record<string, string>>> {
  const o = quoteItemOption
  const rows = await db
    .select({ item_id: o.item_id, code: o.code, value: o.value })
    .from(o)
    .where(inList(o.item_id, itemIds))
  const out = new Map<number, Record<string, string>>()
  for (const row of rows) out.set(row.item_id, { ...out.get(row.item_id), [row.code]: row.value })
  return out
}

/** The cart a batch works on: one already found (by id), or the one behind a masked id that the caller may use. */
export type CartKey = { quote: QuoteRecord } | { maskedId: string; customerId: number | null }

/** The cart `q` is the key's (for a masked id as cart-access.ts's usableCart judges it). */
function isCart(key: CartKey, p: Parameters): string {
  return 'quote' in key
    ? `q.entity_id = ${p.bind(key.quote.entity_id)} AND q.is_active = 1`
    : `q.masked_id = ${p.bind(key.maskedId)} AND q.is_active = 1 AND q.customer_id IS ${p.bind(key.customerId)}`
}

/**
 * The add of a product that is neither configurable nor a variant (`sku`), judged in the statement as
 * add-products.ts and stock.ts judge it in JS from what the same batch read before: the cart may be used, the
 * product has a price, it is salable and the line stays within its limit. Nothing is written otherwise.
 */
export function addProductStatement(
  db: Database,
  key: CartKey,
  line: { sku: string; qty: number },
  settings: { maxSaleQty: number; backorders: number },
): D1PreparedStatement {
  const p = new Parameters()
  const stock = stockLimitSql(p.bind(settings.maxSaleQty), p.bind(settings.backorders))
  const item = `SELECT q.entity_id AS quote_id, e.entity_id AS product_id, 0 AS variant_id, ${p.bind(line.qty)} AS qty,
      ${stock.limit} AS line_limit
    FROM quote q
    JOIN catalog_product_entity e ON e.sku = ${p.bind(line.sku)} AND e.type_id <> 'configurable'
    JOIN catalog_product_index_price ip ON ip.entity_id = e.entity_id
    LEFT JOIN cataloginventory_stock_item st ON st.product_id = e.entity_id
    WHERE ${isCart(key, p)} AND ${stock.salable}
      AND NOT EXISTS (SELECT 1 FROM catalog_product_super_link l WHERE l.product_id = e.entity_id)`
  return db.$client.prepare(upsertLine(item)).bind(...p.values)
}

/** What an add's batch read and wrote; `quote` only for a masked id, `added` only with an add statement. */
export type AddBatch = {
  quote?: QuoteRecord | null
  lookup: unknown
  added?: boolean
  lines: QuoteItemRecord[]
  /** The records of the lines' products (a productRecordsJson answer). */
  records: string | undefined
}

/** Where the lines' products are read: the store view, and the product domain's SQL of their records. */
export type LineProducts = { storeId: number; recordsJson: (ids: string, store: string) => string }

/** The cart's lines (ITEM's columns, in order) and the records of their products in the store view, as JSON. */
function linesWithProducts(db: Database, key: CartKey, products: LineProducts): D1PreparedStatement {
  const p = new Parameters()
  const cart =
    'quote' in key
      ? p.bind(key.quote.entity_id)
      : `(SELECT entity_id FROM quote WHERE masked_id = ${p.bind(key.maskedId)})`
  const columns = Object.keys(ITEM).map((c) => `'${c}', ${c}`)
  const productIds = `SELECT product_id FROM quote_item WHERE quote_id = ${cart}
    UNION SELECT variant_id FROM quote_item WHERE quote_id = ${cart}`
  return db.$client
    .prepare(
      `SELECT (SELECT json_group_array(json_object(${columns.join(', ')}) ORDER BY item_id)
          FROM quote_item WHERE quote_id = ${cart}) AS lines,
        ${products.recordsJson(productIds, p.bind(products.storeId))} AS records`,
    )
    .bind(...p.values)
}

/**
 * One batch, one transaction: the cart behind a masked id, another domain's `lookup` statement, the `add` statement
 * if any, then the cart's lines with their products' records.
 */
export async function addInBatch(
  db: Database,
  key: CartKey,
  statements: { lookup: D1PreparedStatement; add: D1PreparedStatement | null },
  products: LineProducts,
): Promise<AddBatch> {
  const d1 = db.$client
  const found = 'maskedId' in key ? db.select(QUOTE).from(quote).where(eq(quote.masked_id, key.maskedId)).toSQL() : null
  const given = [
    found && d1.prepare(found.sql).bind(...found.params),
    statements.lookup,
    statements.add,
    linesWithProducts(db, key, products),
  ]
  const answers = (await d1.batch(given.filter((s) => s !== null))).values()
  const [cart, lookup, added, lines] = given.map((s) => (s ? answers.next().value?.results : undefined))
  const read = lines?.[0] as { lines: string; records: string } | undefined
  return {
    ...(found ? { quote: (cart?.[0] as QuoteRecord | undefined) ?? null } : {}),
    lookup: lookup?.[0] ?? null,
    ...(added ? { added: added.length === 1 } : {}),
    lines: JSON.parse(read?.lines ?? '[]'),
    records: read?.records,
  }
}

const touched = sql`CURRENT_TIMESTAMP`

/** The line of an active cart. */
const activeLine = (quoteId: number, itemId: number) =>
  and(
    eq(quoteItem.quote_id, quoteId),
    eq(quoteItem.item_id, itemId),
    sql`EXISTS (SELECT 1 FROM ${quote} WHERE ${quote.entity_id} = ${quoteId} AND ${quote.is_active} = 1)`,
  )

/** Sets a line's quantity; false when the line is gone or the cart no longer active. */
export async function setItemQty(db: Database, quoteId: number, itemId: number, qty: number): Promise<boolean> {
  const result = await db.update(quoteItem).set({ qty, updated_at: touched }).where(activeLine(quoteId, itemId))
  return result.meta.changes > 0
}

/** Deletes a line; false when it was not in the cart or the cart is no longer active. */
export async function deleteItem(db: Database, quoteId: number, itemId: number): Promise<boolean> {
  const result = await db.delete(quoteItem).where(activeLine(quoteId, itemId))
  return result.meta.changes > 0
}

/** Compare-and-set of the cart's coupon: changes it only if it still is `expected`. */
export async function swapCoupon(
  db: Database,
  quoteId: number,
  expected: string | null,
  code: string | null,
): Promise<boolean> {
  const result = await db
    .update(quote)
    .set({ coupon_code: code, updated_at: touched })
    .where(and(eq(quote.entity_id, quoteId), sql`${quote.coupon_code} is ${expected}`))
  return result.meta.changes > 0
}

export async function clearCoupon(db: Database, quoteId: number): Promise<void> {
  await db.update(quote).set({ coupon_code: null, updated_at: touched }).where(eq(quote.entity_id, quoteId))
}

/**
 * Moves the guest cart's lines into the customer's cart in one transaction (Magento's Quote::merge): equal lines
 * add up, capped at what the product may have in a cart (stock of managed products without backorders, else
 * `maxSaleQty`; `backorders` is the store's for items that use the configuration); the
 * guest's coupon is kept when the customer's cart has none; the guest cart becomes inactive. Raw SQL: an
 * INSERT … SELECT upsert capped by a correlated subquery, which the builder cannot say.
 */
export async function mergeQuotes(
  db: Database,
  sourceId: number,
  destinationId: number,
  stockLimits: { maxSaleQty: number; backorders: number },
) {
  const d1 = db.$client
  const backorders = 'CASE s.use_config_backorders WHEN 1 THEN ?4 ELSE s.backorders END'
  const limit = `min(?3, coalesce((SELECT CASE WHEN s.manage_stock = 1 AND ${backorders} = 0 THEN s.qty END
      FROM cataloginventory_stock_item s
      WHERE s.product_id = CASE excluded.variant_id WHEN 0 THEN excluded.product_id ELSE excluded.variant_id END), ?3))`
  await d1.batch([
    // lines with custom options (cut lists) move over whole, with their options; the others add up
    d1
      .prepare(
        `UPDATE quote_item SET quote_id = ?2, updated_at = CURRENT_TIMESTAMP WHERE quote_id = ?1 AND options_key <> ''`,
      )
      .bind(sourceId, destinationId),
    d1
      .prepare(
        `INSERT INTO quote_item (quote_id, product_id, variant_id, qty)
         SELECT ?2, product_id, variant_id, qty FROM quote_item WHERE quote_id = ?1 ORDER BY item_id
         ON CONFLICT (quote_id, product_id, variant_id, options_key) DO UPDATE
           SET qty = min(quote_item.qty + excluded.qty, ${limit}), updated_at = CURRENT_TIMESTAMP`,
      )
      .bind(sourceId, destinationId, stockLimits.maxSaleQty, stockLimits.backorders),
    d1
      .prepare(
        `UPDATE quote SET coupon_code = coalesce(coupon_code, (SELECT coupon_code FROM quote WHERE entity_id = ?1)),
           updated_at = CURRENT_TIMESTAMP WHERE entity_id = ?2`,
      )
      .bind(sourceId, destinationId),
    d1.prepare('UPDATE quote SET is_active = 0, updated_at = CURRENT_TIMESTAMP WHERE entity_id = ?1').bind(sourceId),
  ])
}

/**
 * What a placement reads of a cart and must find unchanged when it writes: its lines (with their custom options)
 * and its coupon, as text.
 */
const contentsSql = (quoteId: string) => `(SELECT json_array(
    (SELECT json_group_array(json_array(item_id, product_id, variant_id, qty,
        (SELECT json_group_array(json_array(code, value) ORDER BY code) FROM quote_item_option o
          WHERE o.item_id = quote_item.item_id)) ORDER BY item_id)
      FROM quote_item WHERE quote_id = ${quoteId}),
    (SELECT coupon_code FROM quote WHERE entity_id = ${quoteId})))`

/** The cart's contents as a placement reads them before it builds the order (see deactivateQuote). */
export async function quoteContents(db: Database, quoteId: number): Promise<string> {
  const row = await db.$client
    .prepare(`SELECT ${contentsSql('?1')} AS contents`)
    .bind(quoteId)
    .first<{ contents: string }>()
  return row?.contents ?? ''
}

/** The failure that deactivateQuote raises for a cart changed since its contents were read. */
const QUOTE_CHANGED_FAILURE = 'NOT NULL constraint failed: quote.is_active'

/** The batch failed because deactivateQuote found the cart changed (D1 names the constraint in the cause). */
export function isQuoteChangedFailure(error: unknown): boolean {
  return String((error as Error)?.cause ?? error).includes(QUOTE_CHANGED_FAILURE)
}

/**
 * Deactivates a placed cart: the first statement of the batch that stores its order (Magento's `is_active = 0`).
 * Only while its contents are still those the order was built from (`contents`, quoteContents): else it sets
 * is_active to NULL, which the column refuses (isQuoteChangedFailure), and the whole batch rolls back, so a line
 * changed meanwhile is never placed stale nor lost with the cart.
 */
export function deactivateQuote(db: Database, quoteId: number, contents: string): D1PreparedStatement {
  return db.$client
    .prepare(
      `UPDATE quote SET is_active = CASE WHEN ${contentsSql('?1')} = ?2 THEN 0 END, updated_at = CURRENT_TIMESTAMP
       WHERE entity_id = ?1`,
    )
    .bind(quoteId, contents)
}
