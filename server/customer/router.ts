import {
  emailConfirmationInputSchema,
  newPasswordInputSchema,
  passwordResetRequestInputSchema,
  resendConfirmationInputSchema,
  type SignedOutView,
  signInInputSchema,
} from '../../contract/customer'
import type { ErrorReason } from '../../contract/error-reason'
import { type CompanyAddress, registrationInputSchema } from '../../contract/registration'
import { log } from '../../observability/log'
import { CacheNone } from '../cache/strategies'
import { captchaSettings } from '../captcha/verify'
import { takeCustomerCart } from '../cart/customer-cart'
import { category, commerceErrorOf } from '../commerce/errors'
import { forgetKeptGroup } from '../commerce/kept-customer-group'
import { checkedInStoreView, postcodeCheckedBefore } from '../directory/postcode-optional'
import type { Context } from '../trpc/context'
import { refused } from '../trpc/error-reason'
import { publicProcedure, router } from '../trpc/init'
import { refusedAs } from '../trpc/refused-as'
import { accountReviewRouter, openAccountReview } from './account-review'
import { guardAccountForm } from './guard'
import {
  ConfirmEmailMutation,
  GenerateCustomerTokenMutation,
  IsEmailAvailableQuery,
  RequestPasswordResetEmailMutation,
  ResendConfirmationEmailMutation,
  ResetPasswordMutation,
  RevokeCustomerTokenMutation,
} from './operations'
import { profileRouter } from './profile'
import { customerView, signedInCustomer, tokenLifetimeSeconds } from './session'

/** Registration refused: EMAIL_EXISTS when the address has an account (Magento's REST error carries no code). */
async function registrationRefusal(ctx: Context, email: string): Promise<ErrorReason> {
  const { isEmailAvailable } = await ctx.commerceWith(undefined).query(IsEmailAvailableQuery, { email }, CacheNone())
  return isEmailAvailable?.is_email_available === false ? 'EMAIL_EXISTS' : 'REGISTRATION_FAILED'
}

/** The company's address as Magento's REST AddressInterface: the customer's first, default billing and shipping. */
function restCompanyAddress(address: CompanyAddress, names: { firstname: string; lastname: string }) {
  return {
    ...names,
    company: address.company,
    street: address.street.filter((line) => line.trim() !== ''),
    postcode: address.postcode,
    city: address.city,
    country_id: address.countryCode,
    region: address.regionId ? { region_id: address.regionId } : { region: address.region },
    telephone: address.telephone,
    default_billing: true,
    default_shipping: true,
  }
}

/** Signs the customer in: the token, the customer cart (a guest cart merged into it), the group, then the cookies. */
async function startSession(ctx: Context, input: { email: string; password: string }) {
  // Without the old token: commerce refuses any call that carries an invalid one.
  const guest = ctx.commerceWith(undefined)
  const { generateCustomerToken } = await refusedAs('SIGN_IN_FAILED', () =>
    guest.mutate(GenerateCustomerTokenMutation, input),
  )
  const token = generateCustomerToken?.token
  if (!token) throw refused('SIGN_IN_FAILED', 'The shop did not sign the customer in.')
  // Everything the session needs first, the cookies last: a sign-in that fails half-way leaves a guest as before.
  const customer = ctx.commerceWith(token)
  const [lifetime, cartId, group, signedIn] = await Promise.all([
    tokenLifetimeSeconds(guest),
    takeCustomerCart(ctx, customer),
    customer.customerGroup(),
    customerView(customer),
  ])
  if (!signedIn) throw refused('SIGN_IN_FAILED', 'Commerce knows no name for the signed-in customer.')
  ctx.cookies.set('customer', token, lifetime)
  ctx.cookies.set('cart', cartId)
  ctx.cookies.set('customerGroup', group)
  return signedIn
}

export const customerRouter = router({
  /** Which captcha the account forms show (the same for every visitor). */
  captcha: publicProcedure.query(() => captchaSettings()),

  /** The signed-in customer for the header; null for a guest (an invalid session is logged out). */
  me: publicProcedure.query(({ ctx }) => signedInCustomer(ctx)),
  profile: profileRouter,
  accountReview: accountReviewRouter,

  signIn: publicProcedure.input(signInInputSchema).mutation(async ({ ctx, input }) => {
    await guardAccountForm(ctx, 'sign_in', input.email, 'sign_in')
    return startSession(ctx, input)
  }),

  /** Revokes the token and clears token, cart id and customer group: the browser empties its cart and user. */
  signOut: publicProcedure.mutation(async ({ ctx }): Promise<SignedOutView> => {
    if (ctx.session.customerToken) {
      await forgetKeptGroup(ctx.session.customerToken)
      try {
        await ctx.commerce.mutate(RevokeCustomerTokenMutation, {}, { recovers: () => true })
      } catch (error) {
        log.warn('customer: token not revoked (no longer valid?)', { error })
      }
    }
    ctx.logOut('signedOut')
    return { isLoggedIn: false }
  }),

  /**
   * Magento's REST registration, as the spec says; the account waits for its e-mail confirmation. A page to return
   * to goes as Magento's `redirectUrl`: the confirmation link carries it back (`back_url`).
   */
  register: publicProcedure
    .use(checkedInStoreView(registrationInputSchema))
    .input(registrationInputSchema(postcodeCheckedBefore))
    .mutation(async ({ ctx, input }) => {
      await guardAccountForm(ctx, 'registration', input.email, 'registration')
      const customer = {
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        ...(input.taxvat ? { taxvat: input.taxvat } : {}),
        ...(input.companyAddress
          ? {
              addresses: [
                restCompanyAddress(input.companyAddress, { firstname: input.firstname, lastname: input.lastname }),
              ],
            }
          : {}),
        extension_attributes: { is_subscribed: input.isSubscribed },
      }
      try {
        const redirectUrl = input.returnTo && `${ctx.origin}/${ctx.session.locale}/${input.returnTo}`
        await ctx
          .commerceWith(undefined)
          .rest('POST', '/V1/customers', { customer, password: input.password, redirectUrl })
      } catch (error) {
        const cause = commerceErrorOf(error)
        if (!cause || cause.status >= 500) throw error
        throw refused(await registrationRefusal(ctx, input.email), cause.message, { userMessage: cause.message })
      }
      return { email: input.email }
    }),

  /**
   * The confirmation link confirm-email/{id}/{key}?email=… with the account's password (commerce checks both, the
   * password as a sign-in does); commerce sends the welcome mail and the customer is signed in. Rate-limited as a
   * sign-in; no captcha, since only who holds the mailed key gets as far as the password.
   */
  confirmEmail: publicProcedure.input(emailConfirmationInputSchema).mutation(async ({ ctx, input }) => {
    await guardAccountForm(ctx, 'sign_in', input.email)
    const { email, key, password } = input
    try {
      await refusedAs('CONFIRMATION_FAILED', () =>
        ctx.commerceWith(undefined).mutate(ConfirmEmailMutation, { email, key, password }),
      )
    } catch (refusal) {
      // A second click of the link: an account that takes the password is active already, so the customer is
      // signed in as the first confirmation did; anything else keeps the confirmation's refusal.
      const customer = await startSession(ctx, { email, password }).catch(() => null)
      if (!customer) throw refusal
      return { confirmed: true, alreadyConfirmed: true, customer }
    }
    return { confirmed: true, alreadyConfirmed: false, customer: await startSession(ctx, { email, password }) }
  }),

  /**
   * Sends the confirmation mail again. The answer is the same whether the address has an unconfirmed account, a
   * confirmed one or none (commerce's graphql-input refusals say which), so nobody learns who has an account here.
   */
  resendConfirmation: publicProcedure.input(resendConfirmationInputSchema).mutation(async ({ ctx, input }) => {
    await guardAccountForm(ctx, 'confirmation_mail', input.email)
    try {
      await ctx.commerceWith(undefined).mutate(ResendConfirmationEmailMutation, input)
    } catch (error) {
      if (commerceErrorOf(error)?.category !== category.input) throw error
    }
    return { sent: true }
  }),

  /**
   * Magento refuses an address without an account (or a locked one) with graphql-input; the answer is the same as
   * for a sent link, so that the form tells nobody who has an account here.
   */
  requestPasswordReset: publicProcedure.input(passwordResetRequestInputSchema).mutation(async ({ ctx, input }) => {
    await guardAccountForm(ctx, 'password_reset', input.email, 'password_reset')
    try {
      await ctx.commerceWith(undefined).mutate(RequestPasswordResetEmailMutation, input)
    } catch (error) {
      if (commerceErrorOf(error)?.category !== category.input) throw error
    }
    return { sent: true }
  }),

  /** The reset link create-password/{email}/{token}: an expired or used link is RESET_LINK_INVALID. */
  resetPassword: publicProcedure.input(newPasswordInputSchema).mutation(async ({ ctx, input }) => {
    await guardAccountForm(ctx, 'password_reset', input.email, 'password_reset')
    const { email, token, password } = input
    await refusedAs('RESET_LINK_INVALID', () =>
      ctx.commerceWith(undefined).mutate(ResetPasswordMutation, { email, token, password }),
    )
    openAccountReview(ctx)
    return { reset: true }
  }),
})
