/**
 * The development mailbox: `GET /dev/mailbox.json` (`[{to, subject, text, html, links, attachments, sent_at}]`,
 * newest first; each attachment `{filename, content_type, size, content_base64}`) and `GET /dev/mailbox` (an HTML
 * page listing the mails with their links and their attachments to download). Served only when the Worker's variable
 * `DEV_MAILBOX` is `1` (npm start, commerce:dev and the tests set it; a deployed shop never has it).
 */
import type { Database } from '../kernel/database'
import type { Env } from '../kernel/env'
import { type OutboxAttachment, type OutboxMail, outboxMails } from './outbox'

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * A download link that carries the file itself (a data URL), so the page works at the commerce Worker's address
 * and at the storefront's, which forwards only /dev/mailbox and /dev/mailbox.json.
 */
const download = (file: OutboxAttachment) =>
  `<li><a download="${escapeHtml(file.filename)}" href="data:${escapeHtml(file.content_type)};base64,${file.content_base64}">` +
  `${escapeHtml(file.filename)}</a> (${escapeHtml(file.content_type)}, ${kib(file.size)})</li>`

function page(mails: OutboxMail[]): string {
  const items = mails.map(
    (m) =>
      `<li><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)} · ${escapeHtml(m.sent_at)} UTC</p>` +
      `<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>` +
      (m.attachments.length > 0 ? `<p>Attachments:</p><ul>${m.attachments.map(download).join('')}</ul>` : '') +
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
