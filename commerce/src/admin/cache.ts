/**
 * `POST /rest/V1/cache/clean` (an extension: Magento Open Source cleans its caches with `bin/magento cache:clean`
 * or in the admin panel, not over REST): empties the isolate caches of configuration and metadata, so that an
 * operator's change made in the database (e.g. a row of core_config_data) answers at once on the isolate that gets
 * the call; other isolates follow within a minute. Admin token as for every admin route; answers `true`.
 */
import type { Env } from '../kernel/env'
import { cleanIsolateCaches } from '../kernel/isolate-cache'
import { requireAdmin, restJson } from './authorization'

const ROUTE = /^\/rest(?:\/(?:default|all))?\/V1\/cache\/clean\/?$/

export async function cacheCleanRoute(request: Request, env: Env): Promise<Response | null> {
  if (!ROUTE.test(new URL(request.url).pathname) || request.method !== 'POST') return null
  const admin = await requireAdmin(request, env, 'Magento_Backend::cache')
  if (admin instanceof Response) return admin
  cleanIsolateCaches()
  return restJson(true)
}
