import { z } from 'zod'
import { isSingleLine } from '../rules/single-line'
import { isVatIdOfCountry } from '../rules/vat-id'
import { emailSchema, nameSchema, newPasswordSchema, passwordConfirmationSchema, passwordsConfirmed } from './customer'
import { issue } from './input-issue'

/**
 * The account's profile and password forms (spec §5): what the procedures take and the browser's forms validate
 * with. The e-mail is part of the profile; changing it needs the current password, checked by commerce.
 */

/** Magento's customer gender attribute: 1 male, 2 female, 3 not specified; '' = not given. */
export const GENDERS = ['1', '2', '3'] as const
export type Gender = (typeof GENDERS)[number]

/** A password typed to prove it is the customer (never checked against the rule: older accounts may predate it). */
const currentPasswordSchema = z.string().max(256, issue.TOO_LONG)

export const profileInputSchema = z.object({
  firstname: nameSchema,
  lastname: nameSchema,
  /** YYYY-MM-DD, or '' for none. */
  dateOfBirth: z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), issue.DATE_INVALID),
  gender: z.enum(['', ...GENDERS]).default(''),
  /** B2B: the VAT ID (Magento's customer `taxvat`). */
  taxvat: z
    .string()
    .trim()
    .max(64, issue.TOO_LONG)
    .refine(isSingleLine, issue.ONE_LINE)
    .refine((vatId) => !vatId || isVatIdOfCountry(vatId, null), issue.VAT_ID_INVALID)
    .default(''),
  email: emailSchema,
  /** Needed only when `email` differs from the account's current one. */
  currentPassword: currentPasswordSchema.default(''),
})

export const passwordChangeInputSchema = z
  .object({
    currentPassword: currentPasswordSchema.min(1, issue.REQUIRED),
    password: newPasswordSchema,
    passwordConfirmation: passwordConfirmationSchema,
  })
  .refine(...passwordsConfirmed)

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getTime() < Date.now()
}

export type ProfileInput = z.input<typeof profileInputSchema>
export type PasswordChangeInput = z.input<typeof passwordChangeInputSchema>

/** The customer's profile as the profile form shows it. */
export interface ProfileView {
  firstname: string
  lastname: string
  email: string
  dateOfBirth: string
  gender: '' | Gender
  taxvat: string
}

/**
 * What a profile update answers: the profile as saved (the e-mail still the old one while a change waits for its
 * confirmation) and the new address a confirmation link was sent to, if any.
 */
export type ProfileUpdateView = ProfileView & { emailToConfirm: string | null }

/**
 * Which of the optional personal data the shop asks for: Magento's customer configuration (customer/address/dob_show,
 * gender_show) leaves date of birth and gender out of its forms unless set.
 */
export interface ProfileFieldsView {
  dateOfBirth: boolean
  gender: boolean
}
