import { GraphQlAuthorizationException, GraphQlInputException } from '../kernel/errors'
import type { CommerceModule } from '../kernel/module'
import type { MutationResolvers, Resolvers } from '../kernel/resolvers-types.generated'

/**
 * Features of Magento's schema this shop runs switched off, with the error Magento answers for each mutation in that
 * state (GraphQlInputException). The schema declares them so that any Magento client's documents validate; their
 * query fields answer null or an empty list (kernel/resolvers.ts), their mutations these messages.
 */
const WISHLIST_DISABLED = 'The wishlist configuration is currently disabled.'
const WISHLIST_GUEST = 'The current user cannot perform operations on wishlist'
const SEND_FRIEND_DISABLED = '"Email to a Friend" is disabled.'

/**
 * The wishlist (until its issue): a guest gets Magento's refusal for a guest (graphql-authorization), a customer
 * the message of the switched-off feature.
 */
const wishlistRefusal = (ctx: { customer: unknown }): never => {
  if (!ctx.customer) throw new GraphQlAuthorizationException(WISHLIST_GUEST)
  throw new GraphQlInputException(WISHLIST_DISABLED)
}

const Mutation: MutationResolvers = {
  addProductsToWishlist: (_r, _a, ctx) => wishlistRefusal(ctx),
  removeProductsFromWishlist: (_r, _a, ctx) => wishlistRefusal(ctx),
  updateProductsInWishlist: (_r, _a, ctx) => wishlistRefusal(ctx),
  addWishlistItemsToCart: (_r, _a, ctx) => wishlistRefusal(ctx),
}

const resolvers: Resolvers = {
  Mutation,
  Query: { wishlist: (_r, _a, ctx) => wishlistRefusal(ctx) },
  Customer: { wishlist: (_c, _a, ctx) => wishlistRefusal(ctx) },
}

export const switchedOffModule: CommerceModule = {
  resolvers,
  switchedOff: { sendEmailToFriend: SEND_FRIEND_DISABLED },
  translations: {
    de_DE: {
      [WISHLIST_DISABLED]: 'Die Wunschliste ist in der Konfiguration derzeit deaktiviert.',
      [WISHLIST_GUEST]: 'Der aktuelle Benutzer kann keine Aktionen mit der Wunschliste ausführen',
      [SEND_FRIEND_DISABLED]: '"E-Mail an einen Freund" ist deaktiviert.',
    },
  },
}
