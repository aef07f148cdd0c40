import type { Resolvers } from '../kernel/resolvers-types.generated'
import { recaptchaV3Config } from './recaptcha'
import { storeConfig } from './store-config'

export const storeResolvers: Resolvers = {
  Query: {
    storeConfig: (_root, _args, ctx) => storeConfig(ctx.store, ctx.registry),
    recaptchaV3Config: (_root, _args, ctx) => recaptchaV3Config(ctx.store, ctx.registry),
    availableStores: (_root, args, ctx) =>
      ctx.registry.stores
        .filter(
          (s) =>
            s.is_active === 1 &&
            s.website_id === ctx.store.website_id &&
            (!args.useCurrentGroup || s.group_id === ctx.store.group_id),
        )
        .map((s) => storeConfig(s, ctx.registry)),
  },
}
