/**
 * `GET /healthz` of each Worker: named checks, 200 when all pass, else 503 with each failing check's reason (a code,
 * never text meant for a person). Commerce is never public: the storefront's and the desk's answers include its
 * health, reached through their service bindings.
 */
import { log } from './log'
import { withRequestId } from './request-id'

/** Where each Worker answers its health. */
export const HEALTH_PATH = '/healthz'

export type HealthCheck = { status: 'ok' } | { status: 'failing'; reason: string; [detail: string]: unknown }
export type HealthChecks = Record<string, () => Promise<HealthCheck>>

const OK: HealthCheck = { status: 'ok' }
/** How long a Worker waits for commerce's health before calling it unreachable. */
const COMMERCE_HEALTH_TIMEOUT_MS = 5_000

async function outcome(name: string, check: () => Promise<HealthCheck>): Promise<HealthCheck> {
  try {
    return await check()
  } catch (error) {
    log.error(`health check ${name} failed`, { error })
    return { status: 'failing', reason: 'CHECK_FAILED' }
  }
}

export async function healthAnswer(checks: HealthChecks): Promise<Response> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => [name, await outcome(name, check)] as const),
  )
  const ok = entries.every(([, check]) => check.status === 'ok')
  return Response.json(
    { status: ok ? 'ok' : 'failing', checks: Object.fromEntries(entries) },
    { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}

/** Commerce's own /healthz through a service binding: ok, or why not (with commerce's failing checks). */
export async function commerceHealth(commerce: Fetcher): Promise<HealthCheck> {
  let answer: Response
  try {
    answer = await commerce.fetch(`https://commerce${HEALTH_PATH}`, {
      headers: withRequestId(),
      signal: AbortSignal.timeout(COMMERCE_HEALTH_TIMEOUT_MS),
    })
  } catch {
    return { status: 'failing', reason: 'UNREACHABLE' }
  }
  const body = (await answer.json().catch(() => undefined)) as { status?: string; checks?: unknown } | undefined
  if (answer.ok && body?.status === 'ok') return OK
  return { status: 'failing', reason: 'UNHEALTHY', checks: body?.checks }
}
