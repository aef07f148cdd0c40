import type { CommerceModule } from '../kernel/module'
import type { MutationResolvers, Resolvers } from '../kernel/resolvers-types.generated'
import { newsletterRoute } from './routes'
import { statusName } from './subscriber-repository'
import { isSubscribed, setCustomerSubscription, subscribeEmail } from './subscription'
import { newsletterTranslations } from './translations'

declare module '../kernel/context' {
  interface Loaders {
    /** Subscribes (double opt-in) or unsubscribes a customer, as the account's `is_subscribed` says. */
    newsletterSubscription: (
      customer: { entity_id: number; email: string; firstname: string; lastname: string },
      subscribe: boolean,
    ) => Promise<void>
  }
}

const Mutation: MutationResolvers = {
  subscribeEmailToNewsletter: async (_r, args, ctx) => {
    const customer = ctx.customer ? await ctx.loaders.signedInCustomer() : null
    return { status: statusName(await subscribeEmail(ctx, args.email, customer)) }
  },
}

const resolvers: Resolvers = {
  Mutation,
  Customer: { is_subscribed: (customer, _a, ctx) => isSubscribed(ctx, customer.entity_id) },
}

/** The newsletter (Magento's Newsletter and NewsletterGraphQl) with double opt-in. */
export const newsletterModule: CommerceModule = {
  resolvers,
  translations: newsletterTranslations,
  loaders: (ctx) => ({
    newsletterSubscription: (customer, subscribe) => setCustomerSubscription(ctx, customer, subscribe),
  }),
  fetch: newsletterRoute,
}
