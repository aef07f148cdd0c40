import type { CommerceModule } from '../kernel/module'
import { requireAdmin, staffTokenServices } from './authorization'
import { cacheServices } from './cache'

/**
 * The admin side of the REST API: staff users' tokens (`POST /rest/V1/integration/admin/token`, revoked by `DELETE`
 * on the same path, its holder named by `GET`) and `requireAdmin`, the staff access the kernel's REST router asks
 * for every admin route; the cache clean (`POST /rest/V1/cache/clean`).
 */
export const adminModule: CommerceModule = {
  rest: { ...staffTokenServices, ...cacheServices },
  staffAccess: requireAdmin,
}
