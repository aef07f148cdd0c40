import { z } from 'zod'
import { appConfig } from '../app.config'
import { isPlainSingleLine, readsAsWebAddress } from '../rules/single-line'
import { issue } from './input-issue'

/**
 * The customer's account: what the sign-in, registration, password and confirmation procedures accept (written
 * once: the procedures validate with them and the browser's forms too) and the customer they answer. Their
 * messages are input issue codes (contract/input-issue.ts), which the browser words as the spec's (section 5) texts.
 */

const minimum = { 2: issue.MIN_2_CHARACTERS, 4: issue.MIN_4_CHARACTERS, 8: issue.MIN_8_CHARACTERS } as const

/** A text that must not be empty: REQUIRED. */
export const requiredText = () => z.string(issue.REQUIRED).trim().min(1, issue.REQUIRED)

/** A text of at least `length` characters (the spec's 2 / 4 / 8). */
const atLeast = (length: keyof typeof minimum, max = 255) =>
  requiredText().pipe(z.string().min(length, minimum[length]).max(max, issue.TOO_LONG))

export const emailSchema = requiredText().pipe(z.email(issue.EMAIL_INVALID).max(254, issue.EMAIL_TOO_LONG))

/** The spec's rule (Magento's too): 8 characters or more, a letter and a digit or special character. */
export const newPasswordSchema = z
  .string(issue.REQUIRED)
  .min(1, issue.REQUIRED)
  .min(appConfig.passwordMinLength, issue.MIN_8_CHARACTERS)
  .max(256, issue.TOO_LONG)
  .refine((value) => /\p{L}/u.test(value) && /[^\p{L}\s]/u.test(value), issue.PASSWORD_RULE)

/** A password typed to sign in: never checked against the rule (older accounts may predate it). */
const currentPasswordSchema = z.string(issue.REQUIRED).min(1, issue.REQUIRED).max(256, issue.TOO_LONG)

/** The refinement of a form with a new password and its confirmation: `.refine(...passwordsConfirmed)`. */
export const passwordsConfirmed: [
  (value: { password: string; passwordConfirmation: string }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.password === value.passwordConfirmation,
  { message: issue.PASSWORDS_DONT_MATCH, path: ['passwordConfirmation'] },
]

/**
 * Magento 2.4's name rule (its Customer NameValidator), as commerce checks it too (commerce/src/kernel/name-rule.ts):
 * letters and their marks, digits, spaces and , - _ . ' ’ ` & — but a space is the only blank (no line breaks) and
 * nothing that reads as a web address (rules/single-line.ts), because names are written into mails and pages.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M},\-_.'’`& \d]*$/u
export const isValidName = (name: string) => NAME_CHARACTERS.test(name) && !readsAsWebAddress(name)

/** A first or last name: 2 characters or more, Magento's name rule (NAME_INVALID). */
export const nameSchema = atLeast(2).refine(isValidName, issue.NAME_INVALID)

/** A company's name: 2 characters or more on one line, no web address (Magento has no character rule for it). */
export const companyNameSchema = atLeast(2).refine(isPlainSingleLine, issue.ONE_LINE_NO_WEB_ADDRESS)

/** The confirmation field of a new password (compared by `passwordsConfirmed`). */
export const passwordConfirmationSchema = z.string(issue.REQUIRED).min(1, issue.REQUIRED)

export const signInInputSchema = z.object({ email: emailSchema, password: currentPasswordSchema })

export const passwordResetRequestInputSchema = z.object({ email: emailSchema })

export const newPasswordInputSchema = z
  .object({
    email: emailSchema,
    token: requiredText().pipe(z.string().max(256, issue.TOO_LONG)),
    password: newPasswordSchema,
    passwordConfirmation: passwordConfirmationSchema,
  })
  .refine(...passwordsConfirmed)

/**
 * The confirmation link's parts: confirm-email/{id}/{key}?email={email}, and the account's password: only who
 * registered the account can confirm it (someone registering another person's address gets nothing from the owner's
 * click), and is signed in at once.
 */
export const emailConfirmationInputSchema = z.object({
  id: requiredText().pipe(z.string().max(32, issue.TOO_LONG)),
  key: requiredText().pipe(z.string().max(256, issue.TOO_LONG)),
  email: emailSchema,
  password: currentPasswordSchema,
})

export const resendConfirmationInputSchema = z.object({ email: emailSchema })

export type SignInInput = z.input<typeof signInInputSchema>
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestInputSchema>
export type NewPasswordInput = z.input<typeof newPasswordInputSchema>
export type EmailConfirmationInput = z.input<typeof emailConfirmationInputSchema>
/** What the confirmation mail's link carries: everything but the password, which the customer types. */
export type EmailConfirmationLink = Omit<EmailConfirmationInput, 'password'>
/** The confirmation page's form. */
export const confirmationPasswordSchema = z.object({ password: currentPasswordSchema })

/** The signed-in customer, as the header shows them. */
export interface CustomerView {
  firstname: string
  lastname: string
  email: string
}

/** What signOut answers: the browser empties its cart and user. */
export interface SignedOutView {
  isLoggedIn: false
}

/**
 * What an account holds, named once on its first page after a password reset (the one who reset it may be taking
 * it over): each address on one line, the wishlist's products by name.
 */
export interface AccountReviewView {
  addresses: string[]
  wishlist: string[]
}
