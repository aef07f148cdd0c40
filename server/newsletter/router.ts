import {
  type CustomerNewsletterView,
  type NewsletterStatus,
  newsletterLinkInputSchema,
  newsletterSubscribeInputSchema,
} from '../../contract/newsletter'
import { CacheNone } from '../cache/strategies'
import { guardAccountForm } from '../customer/guard'
import { customerProcedure } from '../trpc/customer-procedure'
import { publicProcedure, router } from '../trpc/init'
import { refusedAs } from '../trpc/refused-as'
import { CustomerNewsletterQuery, SubscribeEmailToNewsletterMutation, UnsubscribeCustomerMutation } from './operations'

/** Commerce's newsletter links (Magento's storefront controllers newsletter/subscriber/confirm and …/unsubscribe). */
const links = { confirm: '/newsletter/subscriber/confirm', unsubscribe: '/newsletter/subscriber/unsubscribe' } as const

/** The newsletter with double opt-in (spec §2 newsletter modal, my-newsletter; Magento's NewsletterGraphQl). */
export const newsletterRouter = router({
  /** The signed-in customer's subscription: confirmed or not (Magento's `is_subscribed`). */
  status: customerProcedure.query(async ({ ctx }): Promise<CustomerNewsletterView> => {
    const { customer } = await ctx.commerce.query(CustomerNewsletterQuery, {}, CacheNone())
    return { email: customer?.email ?? '', isSubscribed: customer?.is_subscribed ?? false }
  }),

  /**
   * Subscribes an address, a guest's or the signed-in customer's (their own address becomes their subscription):
   * UNCONFIRMED, and a confirmation mail is on its way, until its link is followed.
   */
  subscribe: publicProcedure.input(newsletterSubscribeInputSchema).mutation(async ({ ctx, input }) => {
    await guardAccountForm(ctx, 'newsletter', input.email)
    const { subscribeEmailToNewsletter } = await refusedAs('NEWSLETTER_REFUSED', () =>
      ctx.commerce.mutate(SubscribeEmailToNewsletterMutation, { email: input.email }),
    )
    const status: NewsletterStatus = subscribeEmailToNewsletter?.status ?? 'UNCONFIRMED'
    return { status, confirmationSent: status === 'UNCONFIRMED' }
  }),

  /** Ends the signed-in customer's subscription. */
  unsubscribe: customerProcedure.mutation(async ({ ctx }): Promise<CustomerNewsletterView> => {
    const { updateCustomerV2 } = await ctx.commerce.mutate(UnsubscribeCustomerMutation, {})
    return {
      email: updateCustomerV2?.customer.email ?? '',
      isSubscribed: updateCustomerV2?.customer.is_subscribed ?? false,
    }
  }),

  /** The confirmation link of the mail ({base_link_url}newsletter/subscriber/confirm?id=&code=): SUBSCRIBED. */
  confirm: publicProcedure.input(newsletterLinkInputSchema).mutation(async ({ ctx, input }) => {
    await refusedAs('NEWSLETTER_LINK_INVALID', () =>
      ctx.commerceWith(undefined).link(links.confirm, { id: String(input.id), code: input.code }),
    )
    return { status: 'SUBSCRIBED' satisfies NewsletterStatus }
  }),

  /** The unsubscribe link (same id and code): UNSUBSCRIBED. */
  unsubscribeLink: publicProcedure.input(newsletterLinkInputSchema).mutation(async ({ ctx, input }) => {
    await refusedAs('NEWSLETTER_LINK_INVALID', () =>
      ctx.commerceWith(undefined).link(links.unsubscribe, { id: String(input.id), code: input.code }),
    )
    return { status: 'UNSUBSCRIBED' satisfies NewsletterStatus }
  }),
})
