import type { CommerceModule } from '../kernel/module'
import { isActiveStaffUser, requireAdmin, staffTokenServices } from './authorization'
import { cacheServices } from './cache'

declare module '../kernel/context' {
  interface Loaders {
    /** Whether `username` names an active staff user (one a request can be assigned to). */
    isActiveStaffUser: (username: string) => Promise<boolean>
  }
}

/**
 * The admin side of the REST API: staff users' tokens (`POST /rest/V1/integration/admin/token`, revoked by `DELETE`
 * on the same path, its holder named by `GET`) and `requireAdmin`, the staff access the kernel's REST router asks
 * for every admin route; the cache clean (`POST /rest/V1/cache/clean`); whether a username names an active staff
 * user (the sales desk assigns requests to them).
 */
export const adminModule: CommerceModule = {
  rest: { ...staffTokenServices, ...cacheServices },
  staffAccess: requireAdmin,
  loaders: (ctx) => ({ isActiveStaffUser: (username) => isActiveStaffUser(ctx.db, username) }),
}
