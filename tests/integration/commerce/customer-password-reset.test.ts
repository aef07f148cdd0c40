import { describe, expect, it } from 'vitest'
import { COMMERCE_DB, lastMailTo, newEmail, signedInCustomer, TOKEN } from './customer-helpers'
import { call, data } from './graphql'

const REQUEST = 'mutation ($email: String!) { requestPasswordResetEmail(email: $email) }'
const RESET = `mutation ($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }`

/** The token of the newest reset link to `email` (storefront's create-password/{email}/{token}). */
async function resetToken(email: string): Promise<string> {
  const mail = await lastMailTo(email)
  const link = mail.links[0] ?? ''
  expect(link).toContain(`/create-password/${encodeURIComponent(email)}/`)
  return link.split('/').pop() ?? ''
}

describe('password reset', () => {
  it('mails a link into the storefront and sets the new password once', async () => {
    const { email } = await signedInCustomer({}, 'de')
    expect((await data(REQUEST, { store: 'de', variables: { email } })).requestPasswordResetEmail).toBe(true)
    const mail = await lastMailTo(email)
    expect(mail.subject).toBe('Setzen Sie Ihr Passwort bei Polyplast Kunststoffe zurück')
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:8787\/de\/create-password\//)
    const token = await resetToken(email)
    expect((await data(RESET, { variables: { email, token, password: 'Neu-Passwort-1' } })).resetPassword).toBe(true)
    const signIn = await call(TOKEN, { variables: { email, password: 'Neu-Passwort-1' } })
    expect(signIn.body.data.generateCustomerToken.token).toBeTruthy()
    const again = await call(RESET, { store: 'en', variables: { email, token, password: 'Noch-eins-2' } })
    expect(again.body.errors?.[0]?.message).toBe('The password token is mismatched. Reset and try again.')
  })

  it('a link older than 2 hours has expired', async () => {
    const { email } = await signedInCustomer()
    await data(REQUEST, { variables: { email } })
    const token = await resetToken(email)
    await COMMERCE_DB.prepare(
      "UPDATE customer_entity SET rp_token_created_at = datetime('now', '-121 minutes') WHERE email = ?",
    )
      .bind(email)
      .run()
    const { body } = await call(RESET, { store: 'en', variables: { email, token, password: 'Neu-Passwort-1' } })
    expect(body.errors?.[0]).toMatchObject({
      message: 'The password token is expired. Reset and try again.',
      extensions: { category: 'graphql-input' },
    })
  })

  it('refuses a weak new password and unknown or malformed addresses', async () => {
    const { email } = await signedInCustomer()
    await data(REQUEST, { variables: { email } })
    const token = await resetToken(email)
    const weak = await call(RESET, { store: 'en', variables: { email, token, password: 'kurz' } })
    expect(weak.body.errors?.[0]?.message).toBe(
      'The password needs at least 8 characters. Create a new password and try again.',
    )
    const unknown = await call(REQUEST, { store: 'en', variables: { email: newEmail('niemand') } })
    expect(unknown.body.errors?.[0]?.message).toBe("Cannot reset the customer's password")
    const malformed = await call(REQUEST, { store: 'en', variables: { email: 'kein-at' } })
    expect(malformed.body.errors?.[0]?.message).toBe('The email address has an invalid format.')
  })
})
