/**
 * Magento's CustomerGraphQl: the customer, tokens, registration and confirmation, password and e-mail changes,
 * password reset, addresses; and the refusals a guest gets for a customer's queries.
 */
import type { Context } from '../kernel/context'
import { isEmail } from '../kernel/email-address'
import { GraphQlAuthorizationException, GraphQlInputException, GraphQlNoSuchEntityException } from '../kernel/errors'
import { __ } from '../kernel/phrase'
import type {
  CustomerAddressResolvers,
  CustomerResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../kernel/resolvers-types.generated'
import { decodeUid, encodeUid } from '../kernel/uid'
import {
  changeEmail,
  changePassword,
  confirmAccount,
  createAccount,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  updateProfile,
} from './account'
import { addressSource, changeAddress, createAddress, removeAddress } from './address'
import { NOT_AUTHORIZED, requireCustomer } from './authorization'
import { customerConfig } from './customer-config'
import {
  type CustomerRecord,
  findCustomer,
  findCustomerByEmail,
  loadAddresses,
  revokeTokens,
} from './customer-repository'
import { attributesForm } from './form-attributes'

/** The record of the request's customer; a token whose customer is gone counts as not authorized. */
export async function currentCustomer(ctx: Context): Promise<CustomerRecord> {
  const customer = await findCustomer(ctx.db, requireCustomer(ctx).customerId)
  if (!customer) throw new GraphQlAuthorizationException(NOT_AUTHORIZED)
  return customer
}

/** Sets the newsletter subscription when the input names it (the newsletter domain decides the status). */
async function subscription(ctx: Context, customer: CustomerRecord, subscribe: boolean | null | undefined) {
  if (subscribe != null) await ctx.loaders.newsletterSubscription(customer, subscribe)
}

/** The address id of a uid (Magento 2.4.9's address mutations by uid). */
function addressId(uid: string): number {
  const id = decodeUid(uid)
  if (id === null) throw new GraphQlInputException(__('Value of uid "%1" is incorrect.', uid))
  return id
}

const Query: QueryResolvers = {
  attributesForm,
  customer: (_r, _a, ctx) => currentCustomer(ctx),
  customerPaymentTokens: (_r, _a, ctx) => {
    requireCustomer(ctx)
    return { items: [] }
  },
  customerDownloadableProducts: (_r, _a, ctx) => {
    requireCustomer(ctx)
    return { items: [] }
  },
  isEmailAvailable: async (_r, args, ctx) => {
    if (!args.email) throw new GraphQlInputException('Email must be specified')
    if (!isEmail(args.email)) throw new GraphQlInputException('Email is invalid')
    // Magento 2.4.7+: only with "Enable Guest Checkout Login" on does it tell whether an account has the address.
    if (!customerConfig(ctx).tellsTakenEmails) return { is_email_available: true }
    return { is_email_available: !(await findCustomerByEmail(ctx.db, args.email, ctx.store.website_id)) }
  },
}

const Mutation: MutationResolvers = {
  generateCustomerToken: async (_r, args, ctx) => ({ token: await signIn(ctx, args.email, args.password) }),
  revokeCustomerToken: async (_r, _a, ctx) => {
    await revokeTokens(ctx.db, requireCustomer(ctx).customerId)
    return { result: true }
  },
  createCustomerV2: async (_r, { input }, ctx) => {
    const customer = await createAccount(ctx, input)
    await subscription(ctx, customer, input.is_subscribed)
    return { customer }
  },
  createCustomer: async (_r, { input }, ctx) => {
    const customer = await createAccount(ctx, { ...input, email: input.email ?? '' })
    await subscription(ctx, customer, input.is_subscribed)
    return { customer }
  },
  updateCustomerV2: async (_r, { input }, ctx) => {
    const customer = await currentCustomer(ctx)
    if (Object.keys(input).length === 0) throw new GraphQlInputException('"input" value should be specified')
    await subscription(ctx, customer, input.is_subscribed)
    return { customer: await updateProfile(ctx, customer, input) }
  },
  updateCustomer: async (_r, { input }, ctx) => {
    let customer = await currentCustomer(ctx)
    if (Object.keys(input).length === 0) throw new GraphQlInputException('"input" value should be specified')
    const { email, password, is_subscribed, ...profile } = input
    if (email && email.trim().toLowerCase() !== customer.email)
      customer = await changeEmail(ctx, customer, email, password)
    await subscription(ctx, customer, is_subscribed)
    return { customer: await updateProfile(ctx, customer, profile) }
  },
  updateCustomerEmail: async (_r, args, ctx) => ({
    customer: await changeEmail(ctx, await currentCustomer(ctx), args.email, args.password),
  }),
  changeCustomerPassword: async (_r, args, ctx) =>
    changePassword(ctx, await currentCustomer(ctx), args.currentPassword, args.newPassword),
  confirmEmail: async (_r, { input }, ctx) => ({
    customer: await confirmAccount(ctx, input.email, input.confirmation_key, input.password),
  }),
  resendConfirmationEmail: (_r, args, ctx) => resendConfirmation(ctx, args.email),
  requestPasswordResetEmail: (_r, args, ctx) => requestPasswordReset(ctx, args.email),
  resetPassword: (_r, args, ctx) => resetPassword(ctx, args.email, args.resetPasswordToken, args.newPassword),
  createCustomerAddress: async (_r, { input }, ctx) => createAddress(ctx, await currentCustomer(ctx), input),
  updateCustomerAddress: async (_r, args, ctx) => changeAddress(ctx, await currentCustomer(ctx), args.id, args.input),
  deleteCustomerAddress: async (_r, args, ctx) => removeAddress(ctx, await currentCustomer(ctx), args.id),
  updateCustomerAddressV2: async (_r, args, ctx) =>
    changeAddress(ctx, await currentCustomer(ctx), addressId(args.uid), args.input),
  deleteCustomerAddressV2: async (_r, args, ctx) => removeAddress(ctx, await currentCustomer(ctx), addressId(args.uid)),
  /** The shop stores no payment tokens (nothing is paid online), so a customer has none to delete. */
  deletePaymentToken: (_r, args, ctx) => {
    requireCustomer(ctx)
    throw new GraphQlNoSuchEntityException(__('Could not find a token using public hash: %1', args.public_hash))
  },
}

const Customer: CustomerResolvers = {
  id: (c) => encodeUid(c.entity_id),
  group_id: (c) => c.group_id,
  group: (c) => ({ uid: encodeUid(c.group_id) }),
  date_of_birth: (c) => c.dob,
  dob: (c) => c.dob,
  default_billing: (c) => (c.default_billing === null ? null : String(c.default_billing)),
  default_shipping: (c) => (c.default_shipping === null ? null : String(c.default_shipping)),
  allow_remote_shopping_assistance: () => false,
  confirmation_status: (c, _a, ctx) =>
    customerConfig(ctx).confirmationRequired && c.confirmation === null
      ? 'ACCOUNT_CONFIRMED'
      : 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
  addresses: async (c, _a, ctx) => (await loadAddresses(ctx.db, c.entity_id)).map((a) => addressSource(a, c)),
  addressesV2: async (c, args, ctx) => {
    const all = await loadAddresses(ctx.db, c.entity_id)
    const pageSize = args.pageSize ?? 5
    const currentPage = args.currentPage ?? 1
    return {
      items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((a) => addressSource(a, c)),
      total_count: all.length,
      page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(all.length / pageSize) },
    }
  },
}

const CustomerAddress: CustomerAddressResolvers = {
  id: (a) => a.entity_id,
  uid: (a) => encodeUid(a.entity_id),
  customer_id: (a) => a.parent_id,
  street: (a) => a.street.split('\n'),
  country_code: (a) => a.country_id as never,
  country_id: (a) => a.country_id,
  default_billing: (a) => a.is_default_billing,
  default_shipping: (a) => a.is_default_shipping,
  region: async (a, _args, ctx) => {
    const known = a.region_id === null ? undefined : (await ctx.loaders.country(a.country_id))?.available_regions
    const region = known?.find((r) => r.id === a.region_id)
    return { region: a.region, region_code: region?.code ?? a.region, region_id: a.region_id ?? 0 }
  },
  region_id: (a) => a.region_id ?? 0,
  custom_attributesV2: () => [],
}

export const customerResolvers: Resolvers = { Query, Mutation, Customer, CustomerAddress }
