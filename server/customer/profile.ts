import type { z } from 'zod'
import {
  type ProfileFieldsView,
  type ProfileUpdateView,
  type ProfileView,
  passwordChangeInputSchema,
  profileInputSchema,
} from '../../contract/customer-profile'
import type { ErrorReason } from '../../contract/error-reason'
import { CacheLong, CacheNone } from '../cache/strategies'
import { category, commerceErrorOf } from '../commerce/errors'
import type { ResultOf } from '../commerce/graphql'
import type { Context } from '../trpc/context'
import { customerProcedure } from '../trpc/customer-procedure'
import { refused } from '../trpc/error-reason'
import { router } from '../trpc/init'
import { IsEmailAvailableQuery } from './operations'
import {
  ChangeCustomerPasswordMutation,
  CustomerAccountFormQuery,
  type CustomerProfileFields,
  CustomerProfileQuery,
  UpdateCustomerEmailMutation,
  UpdateCustomerMutation,
} from './profile-operations'

function profileView(customer: ResultOf<typeof CustomerProfileFields>): ProfileView {
  const gender = String(customer.gender ?? '')
  return {
    firstname: customer.firstname ?? '',
    lastname: customer.lastname ?? '',
    email: customer.email ?? '',
    dateOfBirth: customer.date_of_birth?.slice(0, 10) ?? '',
    gender: gender === '1' || gender === '2' || gender === '3' ? gender : '',
    taxvat: customer.taxvat ?? '',
  }
}

async function currentProfile(ctx: Context): Promise<ProfileView> {
  const { customer } = await ctx.commerce.query(CustomerProfileQuery, {}, CacheNone())
  if (!customer) throw refused('NOT_AUTHORIZED', 'Sign in to use your account.', { code: 'UNAUTHORIZED' })
  return profileView(customer)
}

/**
 * Runs a change that proves the current password: Magento's authentication refusal (wrong password, locked
 * account) is PASSWORD_INCORRECT, an input refusal `inputRefusal`; both keep Magento's text as the userMessage.
 */
async function withPassword<T>(
  call: () => Promise<T>,
  inputRefusal: () => Promise<ErrorReason> | ErrorReason,
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const cause = commerceErrorOf(error)
    if (cause?.category === category.authentication)
      throw refused('PASSWORD_INCORRECT', cause.message, { userMessage: cause.message })
    if (cause?.category === category.input)
      throw refused(await inputRefusal(), cause.message, { userMessage: cause.message })
    throw error
  }
}

/** An e-mail change refused as input: EMAIL_EXISTS when another account has the address. */
async function emailRefusal(ctx: Context, email: string): Promise<ErrorReason> {
  const { isEmailAvailable } = await ctx.commerceWith(undefined).query(IsEmailAvailableQuery, { email }, CacheNone())
  return isEmailAvailable?.is_email_available === false ? 'EMAIL_EXISTS' : 'INVALID_INPUT'
}

/**
 * Spec §5: a changed e-mail needs the current password, and the e-mail update comes first. Commerce changes the
 * address only when the link it mails there is opened: the new address, or null when the e-mail stays.
 */
async function changeEmail(
  ctx: Context,
  input: z.output<typeof profileInputSchema>,
  current: ProfileView,
): Promise<string | null> {
  if (input.email.toLowerCase() === current.email.toLowerCase()) return null
  // The form's check cannot tell: it does not know the account's current address.
  if (!input.currentPassword) {
    throw refused('INVALID_INPUT', 'currentPassword: REQUIRED (to change the email address)', {
      inputIssues: [{ path: 'currentPassword', code: 'REQUIRED' }],
    })
  }
  await withPassword(
    () => ctx.commerce.mutate(UpdateCustomerEmailMutation, { email: input.email, password: input.currentPassword }),
    () => emailRefusal(ctx, input.email),
  )
  return input.email
}

/** The store view's account form, the same for every customer: read as a guest, so the edge cache keeps it. */
async function profileFields(ctx: Context): Promise<ProfileFieldsView> {
  const { attributesForm } = await ctx.commerceWith(undefined).query(CustomerAccountFormQuery, {}, CacheLong())
  const codes = new Set(attributesForm.items.map((item) => item?.code))
  return { dateOfBirth: codes.has('dob'), gender: codes.has('gender') }
}

/** The account's profile (customer.profile.*): names, date of birth, gender, VAT ID, e-mail and password. */
export const profileRouter = router({
  get: customerProcedure.query(({ ctx }) => currentProfile(ctx)),

  /** Which optional personal data the profile form asks for. */
  fields: customerProcedure.query(({ ctx }) => profileFields(ctx)),

  update: customerProcedure.input(profileInputSchema).mutation(async ({ ctx, input }): Promise<ProfileUpdateView> => {
    const emailToConfirm = await changeEmail(ctx, input, await currentProfile(ctx))
    const { updateCustomerV2 } = await withPassword(
      () =>
        ctx.commerce.mutate(UpdateCustomerMutation, {
          input: {
            firstname: input.firstname,
            lastname: input.lastname,
            date_of_birth: input.dateOfBirth || null,
            gender: input.gender ? Number(input.gender) : null,
            taxvat: input.taxvat,
          },
        }),
      () => 'INVALID_INPUT',
    )
    if (!updateCustomerV2) throw refused('UNKNOWN', 'The shop did not save the profile.')
    return { ...profileView(updateCustomerV2.customer), emailToConfirm }
  }),

  changePassword: customerProcedure.input(passwordChangeInputSchema).mutation(async ({ ctx, input }) => {
    await withPassword(
      () =>
        ctx.commerce.mutate(ChangeCustomerPasswordMutation, {
          currentPassword: input.currentPassword,
          newPassword: input.password,
        }),
      () => 'INVALID_INPUT',
    )
    return { changed: true }
  }),
})
