/**
 * A customer's e-mail change, proven by both addresses (narrower than Magento, which changes the address at once):
 * the new address gets a link that makes the change when opened with the account's password; the old address gets
 * a notice with a link that, for a week, sets a new password and gives the account its old address back, signed
 * out everywhere. So nobody turns an account into one on someone else's address, and an owner whose address was
 * changed behind their back gets the account back.
 */
import type { Context } from '../kernel/context'
import { dbTime } from '../kernel/database'
import { GraphQlInputException } from '../kernel/errors'
import {
  type CustomerRecord,
  closeEmailChanges,
  type EmailChangeRecord,
  findChangeToConfirm,
  findChangeToUndo,
  findCustomer,
  insertEmailChange,
  markEmailChange,
  updateCustomer,
} from './customer-repository'
import { sendEmailChangeConfirmation, sendEmailChangeNotice } from './mails'
import { randomToken, sha256 } from './token'

const CONFIRM_HOURS = 24
const UNDO_DAYS = 7
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)

export const EMAIL_EXISTS = 'A customer with the same email address already exists in an associated website.'

/** A change with the customer it belongs to. */
export type EmailChange = { change: EmailChangeRecord; customer: CustomerRecord }

/** Starts the change of `customer`'s address to `newEmail` (checked by the caller) and mails both addresses. */
export async function startEmailChange(ctx: Context, customer: CustomerRecord, newEmail: string): Promise<void> {
  const [key, undo] = [randomToken(), randomToken()]
  await insertEmailChange(ctx.db, {
    customer_id: customer.entity_id,
    old_email: customer.email,
    new_email: newEmail,
    confirm_key: await sha256(key),
    undo_key: await sha256(undo),
  })
  await sendEmailChangeConfirmation(ctx, customer, newEmail, key)
  await sendEmailChangeNotice(ctx, customer, newEmail, undo)
}

async function withCustomer(change: EmailChangeRecord | null, ctx: Context): Promise<EmailChange | null> {
  const customer = change && (await findCustomer(ctx.db, change.customer_id))
  return change && customer ? { change, customer } : null
}

/** The change the link mailed to `newEmail` with `key` makes, if it is still open. */
export async function changeToConfirm(ctx: Context, newEmail: string, key: string): Promise<EmailChange | null> {
  return withCustomer(await findChangeToConfirm(ctx.db, newEmail, await sha256(key), hoursAgo(CONFIRM_HOURS)), ctx)
}

/** Gives the customer the new address; EMAIL_EXISTS when another account took it meanwhile. */
export async function confirmEmailChange(ctx: Context, { change, customer }: EmailChange): Promise<CustomerRecord> {
  if (!(await updateCustomer(ctx.db, customer.entity_id, { email: change.new_email }))) {
    throw new GraphQlInputException(EMAIL_EXISTS)
  }
  await markEmailChange(ctx.db, change.change_id, { confirmed_at: dbTime(new Date()) })
  return { ...customer, email: change.new_email }
}

/** The change the link mailed to `oldEmail` with `token` undoes, if it is still open. */
export async function changeToUndo(ctx: Context, oldEmail: string, token: string): Promise<EmailChange | null> {
  return withCustomer(await findChangeToUndo(ctx.db, oldEmail, await sha256(token), hoursAgo(UNDO_DAYS * 24)), ctx)
}

/** Gives the customer its old address back and ends every change of theirs. */
export async function undoEmailChange(ctx: Context, { change, customer }: EmailChange): Promise<CustomerRecord> {
  await updateCustomer(ctx.db, customer.entity_id, { email: change.old_email })
  await closeEmailChanges(ctx.db, customer.entity_id)
  return { ...customer, email: change.old_email }
}
