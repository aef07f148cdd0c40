import { BatchLoader } from '../kernel/batch-loader'
import type { CommerceModule } from '../kernel/module'
import { isActiveStaffUser, requireAdmin, staffTokenServices } from './authorization'
import { cacheServices } from './cache'
import { staffNames } from './staff-names'

declare module '../kernel/context' {
  interface Loaders {
    /** Whether `username` names an active staff user (one a request can be assigned to). */
    isActiveStaffUser: (username: string) => Promise<boolean>
    /** A staff user's name by username ("Anna Berger"; batched per GraphQL level). */
    staffName: BatchLoader<string, string>
  }
}

/**
 * The admin side of the REST API: staff users' tokens (`POST /rest/V1/integration/admin/token`, revoked by `DELETE`
 * on the same path, its holder named by `GET`) and `requireAdmin`, the staff access the kernel's REST router asks
 * for every admin route; the cache clean (`POST /rest/V1/cache/clean`); whether a username names an active staff
 * user (the sales desk assigns requests to them); staff users' names for what they wrote where others read it.
 */
export const adminModule: CommerceModule = {
  rest: { ...staffTokenServices, ...cacheServices },
  staffAccess: requireAdmin,
  loaders: (ctx) => ({
    isActiveStaffUser: (username) => isActiveStaffUser(ctx.db, username),
    staffName: new BatchLoader(ctx.turn, (usernames) => staffNames(ctx.db, usernames)),
  }),
}
