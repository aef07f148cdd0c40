import { z } from 'zod'
import { appConfig } from '../app.config'

/**
 * The customer's account: what the sign-in, registration, password and confirmation procedures accept (written
 * once: the procedures validate with them and the browser's forms too) and the customer they answer. The messages
 * are the spec's (section 5) English texts, which are also the ids of their translations.
 */

/** Every message of the customer inputs. */
export const customerInputMessages = {
  required: 'This field is required',
  min2: 'The field should have at least 2 characters',
  min4: 'The field should have at least 4 characters',
  min8: 'The field should have at least 8 characters',
  email: 'The email field must be a valid email',
  invalidEmail: 'Invalid email',
  passwordsDontMatch: "Passwords don't match",
  passwordRule: 'The password needs a letter and a digit or special character',
  tooLong: 'This entry is too long',
} as const

const messages = customerInputMessages

const minimum = { 2: messages.min2, 4: messages.min4, 8: messages.min8 } as const

const required = () => z.string(messages.required).trim().min(1, messages.required)

/** A text of at least `length` characters (the spec's 2 / 4 / 8). */
const atLeast = (length: keyof typeof minimum, max = 255) =>
  required().pipe(z.string().min(length, minimum[length]).max(max, messages.tooLong))

export const emailSchema = required().pipe(z.email(messages.email).max(254, messages.invalidEmail))

/** The spec's rule (Magento's too): 8 characters or more, a letter and a digit or special character. */
export const newPasswordSchema = z
  .string(messages.required)
  .min(1, messages.required)
  .min(appConfig.passwordMinLength, messages.min8)
  .max(256)
  .refine((value) => /\p{L}/u.test(value) && /[^\p{L}\s]/u.test(value), messages.passwordRule)

/** A password typed to sign in: never checked against the rule (older accounts may predate it). */
const currentPasswordSchema = z.string(messages.required).min(1, messages.required).max(256)

/** The refinement of a form with a new password and its confirmation: `.refine(...passwordsConfirmed)`. */
export const passwordsConfirmed: [
  (value: { password: string; passwordConfirmation: string }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.password === value.passwordConfirmation,
  { message: messages.passwordsDontMatch, path: ['passwordConfirmation'] },
]

/** A first or last name: 2 characters or more. */
export const nameSchema = atLeast(2)

/** The confirmation field of a new password (compared by `passwordsConfirmed`). */
export const passwordConfirmationSchema = z.string(messages.required).min(1, messages.required)

export const signInInputSchema = z.object({ email: emailSchema, password: currentPasswordSchema })

export const passwordResetRequestInputSchema = z.object({ email: emailSchema })

export const newPasswordInputSchema = z
  .object({
    email: emailSchema,
    token: required().pipe(z.string().max(256)),
    password: newPasswordSchema,
    passwordConfirmation: passwordConfirmationSchema,
  })
  .refine(...passwordsConfirmed)

/** The confirmation link's parts: confirm-email/{id}/{key}?email={email}. */
export const emailConfirmationInputSchema = z.object({
  id: required().pipe(z.string().max(32)),
  key: required().pipe(z.string().max(256)),
  email: emailSchema,
})

export const resendConfirmationInputSchema = z.object({ email: emailSchema })

export type SignInInput = z.input<typeof signInInputSchema>
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestInputSchema>
export type NewPasswordInput = z.input<typeof newPasswordInputSchema>
export type EmailConfirmationInput = z.input<typeof emailConfirmationInputSchema>

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
