import type { CommerceModule } from '../kernel/module'
import { adminTokenRoute } from './authorization'
import { cacheCleanRoute } from './cache'

declare module '../kernel/env' {
  interface Env {
    /** The admin user of the REST API (Magento's admin user); without it and ADMIN_PASSWORD no admin can sign in. */
    ADMIN_USERNAME?: string
    ADMIN_PASSWORD?: string
  }
}

/**
 * The admin side of the REST API: admin tokens (`POST /rest/V1/integration/admin/token`) and `requireAdmin`, the
 * check of every admin route (the sales domain's order calls use it); the cache clean (`POST /rest/V1/cache/clean`).
 */
export const adminModule: CommerceModule = {
  fetch: async (request, _db, env) => (await adminTokenRoute(request, env)) ?? cacheCleanRoute(request, env),
}
