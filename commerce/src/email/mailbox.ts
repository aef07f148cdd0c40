/**
 * The development mailbox: `GET /dev/mailbox.json` (`[{to, subject, text, html, links, sent_at}]`, newest first)
 * and `GET /dev/mailbox` (an HTML page listing the mails with their links). Served only when the Worker's
 * variable `DEV_MAILBOX` is `1` (npm start, commerce:dev and the tests set it; a deployed shop never has it).
 */
import type { Database } from '../kernel/database'
import type { Env } from '../kernel/env'
import { type OutboxMail, outboxMails } from './outbox'

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

function page(mails: OutboxMail[]): string {
  const items = mails.map(
    (m) =>
      `<li><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)} · ${escapeHtml(m.sent_at)} UTC</p>` +
      `<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>` +
      `<pre>${escapeHtml(m.text)}</pre></li>`,
  )
  return `<!doctype html><html><head><meta charset="utf-8"><title>Mailbox</title></head><body><h1>Mailbox (${mails.length})</h1><ol>${items.join('')}</ol></body></html>`
}

export async function mailbox(request: Request, db: Database, env: Env): Promise<Response | null> {
  const { pathname } = new URL(request.url)
  if (pathname !== '/dev/mailbox' && pathname !== '/dev/mailbox.json') return null
  if (env.DEV_MAILBOX !== '1' || request.method !== 'GET') return null
  const mails = await outboxMails(db)
  if (pathname === '/dev/mailbox.json') {
    return new Response(JSON.stringify(mails), { headers: { 'content-type': 'application/json; charset=utf-8' } })
  }
  return new Response(page(mails), { headers: { 'content-type': 'text/html; charset=utf-8' } })
}
