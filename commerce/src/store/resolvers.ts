import type { Context } from '../graphql/context'
import type { Resolvers } from '../graphql/resolvers'
import { currency } from './currency'
import { storeConfig } from './storeConfig'

export const storeResolvers: Resolvers = {
  Query: {
    storeConfig: (_root, _args, ctx: Context) => storeConfig(ctx.store, ctx.registry),
    availableStores: (_root, args: { useCurrentGroup?: boolean | null }, ctx: Context) =>
      ctx.registry.stores
        .filter(
          (s) =>
            s.is_active === 1 &&
            s.website_id === ctx.store.website_id &&
            (!args.useCurrentGroup || s.group_id === ctx.store.group_id),
        )
        .map((s) => storeConfig(s, ctx.registry)),
    currency: (_root, _args, ctx: Context) => currency(ctx),
  },
}
