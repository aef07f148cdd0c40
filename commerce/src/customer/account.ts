/**
 * Magento's AccountManagement for the storefront: registration with e-mail confirmation, sign-in with the lockout,
 * confirmation, password change and reset, profile and e-mail changes. Texts are Magento's.
 */

import { assertSingleLine, assertVatIdFormat } from '../kernel/address-rule'
import type { Context } from '../kernel/context'
import { dbTime, parseDbTime } from '../kernel/database'
import { isEmail } from '../kernel/email-address'
import { GraphQlAuthenticationException, GraphQlInputException } from '../kernel/errors'
import { assertValidNames } from '../kernel/name-rule'
import { hashPassword, verifyPassword } from '../kernel/password-hash'
import { __ } from '../kernel/phrase'
import type { CustomerInput } from '../kernel/resolvers-types.generated'
import { clearedLockout } from '../kernel/sign-in-lockout'
import { customerConfig } from './customer-config'
import {
  type CustomerChanges,
  type CustomerRecord,
  findCustomer,
  findCustomerByEmail,
  insertCustomer,
  insertToken,
  normalizeEmail,
  reserveSignInAttempt,
  revokeTokens,
  updateCustomer,
} from './customer-repository'
import {
  changeToConfirm,
  changeToUndo,
  confirmEmailChange,
  EMAIL_EXISTS,
  startEmailChange,
  undoEmailChange,
} from './email-change'
import { sendConfirmation, sendPasswordChanged, sendPasswordReset, sendWelcome } from './mails'
import { assertPasswordStrength } from './password'
import { randomToken, sha256 } from './token'

export const INVALID_SIGN_IN =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'
export const NOT_CONFIRMED = 'You must confirm your account. Please check your email for the confirmation link.'

/** Profile fields of CustomerCreateInput / CustomerInput / CustomerUpdateInput as stored. */
type ProfileInput = Omit<CustomerInput, 'email' | 'password' | 'is_subscribed'>

function profileChanges(input: ProfileInput): CustomerChanges {
  assertValidNames({ Firstname: input.firstname, Lastname: input.lastname, Middlename: input.middlename })
  assertSingleLine([
    ['prefix', input.prefix],
    ['suffix', input.suffix],
    ['taxvat', input.taxvat],
  ])
  assertVatIdFormat(input.taxvat, null)
  const changes: CustomerChanges = {}
  for (const key of ['firstname', 'lastname'] as const) {
    if (input[key] != null) changes[key] = input[key]
  }
  for (const key of ['middlename', 'prefix', 'suffix', 'taxvat'] as const) {
    if (input[key] !== undefined) changes[key] = input[key] ?? null
  }
  const dob = input.date_of_birth ?? input.dob
  if (dob !== undefined) changes.dob = dob ? dateOfBirth(dob) : null
  if (input.gender !== undefined) changes.gender = input.gender
  const missing = (['firstname', 'lastname'] as const).filter((k) => changes[k] !== undefined && !changes[k]?.trim())
  if (missing.length > 0) throw new GraphQlInputException(__('Required parameters are missing: %1', missing.join(', ')))
  return changes
}

function dateOfBirth(value: string): string {
  const date = new Date(value)
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw new GraphQlInputException(__('Invalid date'))
  }
  return value.slice(0, 10)
}

function assertStrong(ctx: Context, password: string): void {
  const config = customerConfig(ctx)
  assertPasswordStrength(password, config.minimumPasswordLength, config.requiredCharacterClasses)
}

function assertEmail(email: string): void {
  if (!isEmail(email)) throw new GraphQlInputException(__('"%1" is not a valid email address.', email))
}

/**
 * Creates the account; with confirmation required it stays unconfirmed and the confirmation mail goes out, its link
 * carrying `redirectUrl` as `back_url` (Magento's `AccountManagement::createAccount`): where the visitor goes once
 * confirmed, which the storefront checks is its own.
 */
export async function createAccount(
  ctx: Context,
  input: ProfileInput & { email: string; password?: string | null },
  redirectUrl?: string,
): Promise<CustomerRecord> {
  const missing = (['email', 'firstname', 'lastname'] as const).filter((k) => !input[k]?.trim())
  if (missing.length > 0) throw new GraphQlInputException(__('Required parameters are missing: %1', missing.join(', ')))
  assertEmail(input.email)
  if (input.password) assertStrong(ctx, input.password)
  const config = customerConfig(ctx)
  // Only the key's SHA-256 is stored, as for tokens; the mail carries the key.
  const key = config.confirmationRequired ? randomToken() : null
  const customer = await insertCustomer(ctx.db, {
    ...profileChanges(input),
    firstname: input.firstname ?? '',
    lastname: input.lastname ?? '',
    email: input.email,
    website_id: ctx.store.website_id,
    store_id: ctx.store.store_id,
    group_id: config.defaultGroup,
    created_in: ctx.store.name,
    // Without a password the account can only be entered after a password reset.
    password_hash: await hashPassword(input.password || randomToken()),
    confirmation: key && (await sha256(key)),
  })
  if (!customer) throw new GraphQlInputException(EMAIL_EXISTS)
  await (key ? sendConfirmation(ctx, customer, key, redirectUrl) : sendWelcome(ctx, customer))
  return customer
}

const isLocked = (customer: CustomerRecord, now: Date) =>
  customer.lock_expires !== null && parseDbTime(customer.lock_expires) > now

/**
 * Magento's Authentication::authenticate: refuses a locked account, counts a wrong password towards the lockout,
 * clears the count on success and upgrades an outdated hash. The attempt is counted before the password is checked
 * (kernel/sign-in-lockout.ts), so parallel guesses check at most the lockout's number. `error` is what a refusal says.
 */
async function checkPassword(
  ctx: Context,
  customer: CustomerRecord,
  password: string,
  error: () => Error,
  lockedError: () => Error = error,
): Promise<void> {
  const { lockoutFailures, lockoutMinutes } = customerConfig(ctx)
  const reserved = await reserveSignInAttempt(ctx.db, customer.entity_id, {
    maxFailures: lockoutFailures,
    windowSeconds: lockoutMinutes * 60,
  })
  // The password is hashed for a locked account too, so its refusal takes as long as a wrong password's and the
  // time does not tell which accounts are locked.
  const { valid, outdated } = await verifyPassword(password, customer.password_hash)
  if (!reserved) throw lockedError()
  if (!valid) throw error()
  const changes: CustomerChanges = { ...clearedLockout }
  if (outdated) changes.password_hash = await hashPassword(password)
  await updateCustomer(ctx.db, customer.entity_id, changes)
}

/** generateCustomerToken: a new access token (only its hash is stored). */
export async function signIn(ctx: Context, email: string, password: string): Promise<string> {
  if (!email) throw new GraphQlInputException(__('Specify the "%1" value.', 'email'))
  if (!password) throw new GraphQlInputException(__('Specify the "%1" value.', 'password'))
  const customer = await findCustomerByEmail(ctx.db, email, ctx.store.website_id)
  const refused = () => new GraphQlAuthenticationException(INVALID_SIGN_IN)
  if (customer?.is_active !== 1) {
    // As slow as a wrong password, so the answer time does not tell whether the address has an account.
    await hashPassword(password)
    throw refused()
  }
  await checkPassword(ctx, customer, password, refused)
  if (customer.confirmation !== null && customerConfig(ctx).confirmationRequired) {
    throw new GraphQlAuthenticationException(NOT_CONFIRMED)
  }
  const token = randomToken()
  await insertToken(ctx.db, customer.entity_id, await sha256(token))
  return token
}

/** The signed-in customer's current password, as Magento's CheckCustomerPassword checks it. */
export async function checkCurrentPassword(ctx: Context, customer: CustomerRecord, password: string): Promise<void> {
  await checkPassword(
    ctx,
    customer,
    password,
    () => new GraphQlAuthenticationException('Invalid login or password.'),
    () => new GraphQlAuthenticationException('The account is locked.'),
  )
}

/**
 * confirmEmail: the mailed key (only its SHA-256 is stored) and, where customer/create_account/confirm_requires_password
 * is on, the account's password, checked as a sign-in checks it (counted towards the lockout). Without the password
 * anyone who registers another person's address with a password of their own would get a working sign-in the
 * moment the owner clicks the link.
 */
export async function confirmAccount(
  ctx: Context,
  email: string,
  key: string,
  password?: string | null,
): Promise<CustomerRecord> {
  if (!isEmail(email)) throw new GraphQlInputException('Email is invalid')
  const customer = await findCustomerByEmail(ctx.db, email, ctx.store.website_id)
  if (!customer) return confirmNewEmail(ctx, email, key, password)
  if (customer.confirmation === null) throw new GraphQlInputException('The account is already active.')
  if (customer.confirmation !== (await sha256(key))) {
    throw new GraphQlInputException('The confirmation token is invalid. Verify the token and try again.')
  }
  if (customerConfig(ctx).confirmationNeedsPassword) {
    if (!password) throw new GraphQlInputException(__('Specify the "%1" value.', 'password'))
    await checkCurrentPassword(ctx, customer, password)
  }
  await updateCustomer(ctx.db, customer.entity_id, { confirmation: null })
  const confirmed = { ...customer, confirmation: null }
  await sendWelcome(ctx, confirmed)
  return confirmed
}

/**
 * confirmEmail for an e-mail change (email-change.ts): the key mailed to the new address and the account's password,
 * always, checked as a sign-in checks it.
 */
async function confirmNewEmail(
  ctx: Context,
  email: string,
  key: string,
  password?: string | null,
): Promise<CustomerRecord> {
  const change = await changeToConfirm(ctx, email, key)
  if (!change) throw new GraphQlInputException('There was an error confirming the account')
  if (!password) throw new GraphQlInputException(__('Specify the "%1" value.', 'password'))
  await checkCurrentPassword(ctx, change.customer, password)
  return confirmEmailChange(ctx, change)
}

/**
 * resendConfirmationEmail: a new key (the stored hash cannot be mailed again), so an older link stops working.
 * Magento's texts tell whether the address has an account; the storefront answers the same in every case.
 */
export async function resendConfirmation(ctx: Context, email: string): Promise<true> {
  if (!isEmail(email)) throw new GraphQlInputException('Email address is not valid')
  const customer = await findCustomerByEmail(ctx.db, email, ctx.store.website_id)
  if (!customer) throw new GraphQlInputException('There is no user registered with that email address.')
  if (customer.confirmation === null) throw new GraphQlInputException("Confirmation isn't needed.")
  const key = randomToken()
  await updateCustomer(ctx.db, customer.entity_id, { confirmation: await sha256(key) })
  await sendConfirmation(ctx, customer, key)
  return true
}

export async function changePassword(
  ctx: Context,
  customer: CustomerRecord,
  currentPassword: string,
  newPassword: string,
): Promise<CustomerRecord> {
  if (!currentPassword) throw new GraphQlInputException(__('Specify the "%1" value.', 'currentPassword'))
  if (!newPassword) throw new GraphQlInputException(__('Specify the "%1" value.', 'newPassword'))
  await checkCurrentPassword(ctx, customer, currentPassword)
  assertStrong(ctx, newPassword)
  await updateCustomer(ctx.db, customer.entity_id, { password_hash: await hashPassword(newPassword) })
  // As Magento: every other session of the customer ends; the one the change was made in stays.
  await revokeTokens(ctx.db, customer.entity_id, ctx.customer?.tokenId)
  await sendPasswordChanged(ctx, customer)
  return (await findCustomer(ctx.db, customer.entity_id)) ?? customer
}

export async function changeEmail(
  ctx: Context,
  customer: CustomerRecord,
  email: string,
  password: string | null | undefined,
): Promise<CustomerRecord> {
  if (!password) throw new GraphQlInputException('Provide the current "password" to change "email".')
  await checkCurrentPassword(ctx, customer, password)
  assertEmail(email)
  if (normalizeEmail(email) === customer.email) return customer
  if (await findCustomerByEmail(ctx.db, email, customer.website_id)) throw new GraphQlInputException(EMAIL_EXISTS)
  // The address changes only when the link mailed to it is opened (email-change.ts).
  await startEmailChange(ctx, customer, email)
  return customer
}

export async function updateProfile(
  ctx: Context,
  customer: CustomerRecord,
  input: ProfileInput,
): Promise<CustomerRecord> {
  const changes = profileChanges(input)
  if (Object.keys(changes).length === 0) return customer
  await updateCustomer(ctx.db, customer.entity_id, changes)
  return (await findCustomer(ctx.db, customer.entity_id)) ?? customer
}

/** requestPasswordResetEmail: a reset token valid for `customer/password/reset_link_expiration_period` hours. */
export async function requestPasswordReset(ctx: Context, email: string): Promise<true> {
  if (!isEmail(email)) throw new GraphQlInputException('The email address has an invalid format.')
  const customer = await findCustomerByEmail(ctx.db, email, ctx.store.website_id)
  if (!customer) throw new GraphQlInputException("Cannot reset the customer's password")
  if (isLocked(customer, new Date())) throw new GraphQlInputException('The account is locked')
  const token = randomToken()
  await updateCustomer(ctx.db, customer.entity_id, {
    rp_token: await sha256(token),
    rp_token_created_at: dbTime(new Date()),
  })
  await sendPasswordReset(ctx, customer, token)
  return true
}

/** The reset token mailed by requestPasswordResetEmail: this customer's, and younger than the link's hours. */
async function assertResetToken(ctx: Context, customer: CustomerRecord, token: string): Promise<void> {
  if (!customer.rp_token || customer.rp_token !== (await sha256(token))) {
    throw new GraphQlInputException('The password token is mismatched. Reset and try again.')
  }
  const ageMs = Date.now() - parseDbTime(customer.rp_token_created_at ?? '1970-01-01 00:00:00').getTime()
  if (ageMs >= customerConfig(ctx).resetLinkHours * 3_600_000) {
    throw new GraphQlInputException('The password token is expired. Reset and try again.')
  }
}

export async function resetPassword(ctx: Context, email: string, token: string, newPassword: string): Promise<true> {
  if (!email) throw new GraphQlInputException('You must specify an email address.')
  if (!isEmail(email)) throw new GraphQlInputException('The email address has an invalid format.')
  if (!token) throw new GraphQlInputException('resetPasswordToken must be specified')
  if (!newPassword) throw new GraphQlInputException('newPassword must be specified')
  // The link of an e-mail change's notice to the old address resets too, and gives the account that address back.
  const undo = await changeToUndo(ctx, email, token)
  const holder = undo?.customer ?? (await findCustomerByEmail(ctx.db, email, ctx.store.website_id))
  if (!holder) throw new GraphQlInputException("Cannot set the customer's password")
  if (isLocked(holder, new Date())) throw new GraphQlInputException('The account is locked')
  if (!undo) await assertResetToken(ctx, holder, token)
  assertStrong(ctx, newPassword)
  const customer = undo ? await undoEmailChange(ctx, undo) : holder
  await updateCustomer(ctx.db, customer.entity_id, {
    password_hash: await hashPassword(newPassword),
    rp_token: null,
    rp_token_created_at: null,
    failures_num: 0,
    first_failure: null,
    lock_expires: null,
  })
  // Whoever knew the old password is signed out everywhere (Magento revokes the customer's tokens on a reset).
  await revokeTokens(ctx.db, customer.entity_id)
  await sendPasswordChanged(ctx, customer)
  return true
}
