import type { Context as HonoContext } from 'hono'
import { log } from '../../observability/log'

/** What a violation report may hold at most; anything longer is cut before it reaches the log. */
const MAX_REPORT_CHARS = 4096

/**
 * POST /api/csp-report: the browser's Content-Security-Policy violation reports (report-uri and the Reporting
 * API's report-to, server/security/headers.ts) go to the Worker's log, where the operator's log push or tail sees
 * them. Always 204: a report is never the visitor's concern.
 */
export async function receiveCspReport(c: HonoContext): Promise<Response> {
  const body = await c.req.arrayBuffer().catch(() => new ArrayBuffer(0))
  const report = new TextDecoder().decode(body).slice(0, MAX_REPORT_CHARS)
  if (report) log.warn('csp violation', { report })
  return c.body(null, 204)
}
