import { BatchLoader } from '../kernel/batch-loader'
import type { CommerceModule } from '../kernel/module'
import { adminTokenHolderRoute, adminTokenRevokeRoute, adminTokenRoute } from './authorization'
import { cacheCleanRoute } from './cache'
import { staffNames } from './staff-names'

declare module '../kernel/context' {
  interface Loaders {
    /** A staff user's name by username ("Anna Berger"; batched per GraphQL level). */
    staffName: BatchLoader<string, string>
  }
}

/**
 * The admin side of the REST API: staff users' tokens (`POST /rest/V1/integration/admin/token`, revoked by `DELETE`
 * on the same path, its holder named by `GET`) and `requireAdmin`, the check of every admin route (the sales domain's order calls use it); the
 * cache clean (`POST /rest/V1/cache/clean`); staff users' names for what they wrote where others read it.
 */
export const adminModule: CommerceModule = {
  loaders: (ctx) => ({ staffName: new BatchLoader((usernames) => staffNames(ctx.db, usernames)) }),
  fetch: async (request, _db, env) =>
    (await adminTokenRoute(request, env)) ??
    (await adminTokenRevokeRoute(request, env)) ??
    (await adminTokenHolderRoute(request, env)) ??
    cacheCleanRoute(request, env),
}
