/**
 * `GET /healthz`: D1 answers, and every module's checks pass (e.g. the outbox is not stuck). Reached through the
 * storefront's and the desk's service bindings only, like every path of this Worker (README.md, "Security").
 */
import { type HealthChecks, healthAnswer } from '../../../observability/health'
import { database } from './database'
import type { Env } from './env'
import type { CommerceModule } from './module'

export function healthz(env: Env, modules: readonly CommerceModule[]): Promise<Response> {
  const db = database(env.DB)
  const checks: HealthChecks = {
    database: async () => {
      await env.DB.prepare('SELECT 1').first()
      return { status: 'ok' }
    },
  }
  for (const module of modules) Object.assign(checks, module.health?.(db))
  return healthAnswer(checks)
}
