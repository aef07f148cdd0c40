import { z } from 'zod'
import { emailSchema } from './customer'

/** The newsletter with double opt-in: what its procedures take and answer. */

export const newsletterSubscribeInputSchema = z.object({ email: emailSchema })

/** The two parameters of the links in the newsletter mails: newsletter/subscriber/confirm?id=&code=. */
export const newsletterLinkInputSchema = z.object({
  id: z.coerce.number().int().positive(),
  code: z.string().trim().min(1).max(64),
})

export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeInputSchema>
export type NewsletterLinkInput = z.input<typeof newsletterLinkInputSchema>

/** Magento's SubscriptionStatusesEnum. */
export type NewsletterStatus = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNCONFIRMED' | 'UNSUBSCRIBED'

/** The signed-in customer's subscription: Magento tells only whether it is confirmed (`is_subscribed`). */
export interface CustomerNewsletterView {
  email: string
  isSubscribed: boolean
}
