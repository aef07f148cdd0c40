/**
 * Issue 29, finding 5 and 6: an account registered in advance by someone else gives them nothing when the owner
 * clicks the link (confirmation needs the password); a password change ends every other session, a reset every
 * session, and both mail the owner; the confirmation key is stored only as its SHA-256.
 */
import { describe, expect, it } from 'vitest'
import { sha256 } from '../../../commerce/src/customer/token'
import {
  COMMERCE_DB,
  CONFIRM,
  CREATE,
  confirmationKey,
  lastMailTo,
  newEmail,
  PASSWORD,
  signedInCustomer,
  TOKEN,
} from './customer-helpers'
import { call, data } from './graphql'

const ATTACKER_PASSWORD = 'Angreifer-2024'
const OWNER_PASSWORD = 'Eigentuemer-2025'
const ME = '{ customer { email } }'
const CHANGE = `mutation ($current: String!, $new: String!) {
  changeCustomerPassword(currentPassword: $current, newPassword: $new) { email } }`
const REQUEST_RESET = 'mutation ($email: String!) { requestPasswordResetEmail(email: $email) }'
const RESET = `mutation ($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }`

const signIn = async (email: string, password: string) =>
  (await call(TOKEN, { store: 'en', variables: { email, password } })).body
const works = async (token: string) => (await call(ME, { store: 'en', token })).status === 200

async function resetTo(email: string, password: string) {
  await data(REQUEST_RESET, { store: 'en', variables: { email } })
  const token = (await lastMailTo(email)).links[0]?.split('/').pop() ?? ''
  expect((await data(RESET, { store: 'en', variables: { email, token, password } })).resetPassword).toBe(true)
}

describe('an account registered in advance by someone else', () => {
  it("the owner's click on the link confirms nothing without the password; the attacker never signs in", async () => {
    const email = newEmail('opfer')
    await data(CREATE, {
      store: 'en',
      variables: { input: { email, firstname: 'Erika', lastname: 'Muster', password: ATTACKER_PASSWORD } },
    })
    const key = await confirmationKey(email)
    // the owner clicks: without the password, or with their own, nothing is confirmed
    const bare = await call(
      'mutation ($email: String!, $key: String!) { confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email } } }',
      { store: 'en', variables: { email, key } },
    )
    expect(bare.body.errors?.[0]?.message).toBe('Specify the "password" value.')
    const guessed = await call(CONFIRM, { store: 'en', variables: { email, key, password: OWNER_PASSWORD } })
    expect(guessed.body.errors?.[0]).toMatchObject({
      message: 'Invalid login or password.',
      extensions: { category: 'graphql-authentication' },
    })
    expect((await signIn(email, ATTACKER_PASSWORD)).errors?.[0]?.message).toBe(
      'You must confirm your account. Please check your email for the confirmation link.',
    )
    // the owner sets a password of their own by the reset link and confirms with it: the attacker's is gone
    await resetTo(email, OWNER_PASSWORD)
    const confirmed = await data(CONFIRM, { store: 'en', variables: { email, key, password: OWNER_PASSWORD } })
    expect(confirmed.confirmEmail.customer.confirmation_status).toBe('ACCOUNT_CONFIRMED')
    expect((await signIn(email, ATTACKER_PASSWORD)).errors?.[0]?.message).toMatch(/^The account sign-in was incorrect/)
    expect((await signIn(email, OWNER_PASSWORD)).data.generateCustomerToken.token).toMatch(/^[0-9a-f]{64}$/)
  })

  it('keeps only the SHA-256 of the confirmation key', async () => {
    const email = newEmail('schluessel')
    await data(CREATE, {
      store: 'en',
      variables: { input: { email, firstname: 'Erika', lastname: 'Muster', password: PASSWORD } },
    })
    const key = await confirmationKey(email)
    const row = await COMMERCE_DB.prepare('SELECT confirmation FROM customer_entity WHERE email = ?')
      .bind(email)
      .first<{ confirmation: string }>()
    expect(row?.confirmation).not.toBe(key)
    expect(row?.confirmation).toBe(await sha256(key))
    // what the database holds is no key
    const withHash = await call(CONFIRM, { store: 'en', variables: { email, key: row?.confirmation } })
    expect(withHash.body.errors?.[0]?.message).toBe(
      'The confirmation token is invalid. Verify the token and try again.',
    )
  })
})

describe('sessions after a password change or reset', () => {
  it('a change ends every other session, keeps the one it was made in and mails the owner', async () => {
    const { email, token: here } = await signedInCustomer()
    const elsewhere = (await signIn(email, PASSWORD)).data.generateCustomerToken.token as string
    expect(await works(elsewhere)).toBe(true)
    await data(CHANGE, { store: 'en', token: here, variables: { current: PASSWORD, new: OWNER_PASSWORD } })
    expect(await works(elsewhere)).toBe(false)
    expect(await works(here)).toBe(true)
    const mail = await lastMailTo(email)
    expect(mail.subject).toBe('Your Polyplast Kunststoffe password has been changed')
    expect(mail.text).toContain('You have been signed out everywhere else.')
  })

  it('a reset ends every session and mails the owner (in the store view’s language)', async () => {
    const { email, token: first } = await signedInCustomer({}, 'de')
    const second = (await signIn(email, PASSWORD)).data.generateCustomerToken.token as string
    await resetTo(email, OWNER_PASSWORD)
    expect(await works(first)).toBe(false)
    expect(await works(second)).toBe(false)
    expect((await lastMailTo(email)).subject).toBe('Your Polyplast Kunststoffe password has been changed')
    await data(REQUEST_RESET, { store: 'de', variables: { email } })
    const token = (await lastMailTo(email)).links[0]?.split('/').pop() ?? ''
    await data(RESET, { store: 'de', variables: { email, token, password: 'Noch-ein-Passwort-3' } })
    expect((await lastMailTo(email)).subject).toBe('Ihr Passwort bei Polyplast Kunststoffe wurde geändert')
  })
})

describe('a locked account', () => {
  it('answers as fast as an unlocked one with a wrong password (the time does not tell it is locked)', async () => {
    const { email: locked } = await signedInCustomer()
    const { email: open } = await signedInCustomer()
    await COMMERCE_DB.prepare(
      "UPDATE customer_entity SET lock_expires = datetime('now', '+10 minutes'), failures_num = 10 WHERE email = ?",
    )
      .bind(locked)
      .run()
    const median = async (email: string) => {
      const times: number[] = []
      for (let i = 0; i < 5; i++) {
        const started = performance.now()
        const body = await signIn(email, 'Falsch-Passwort-9')
        times.push(performance.now() - started)
        expect(body.errors?.[0]?.message).toMatch(/^The account sign-in was incorrect/)
      }
      return times.sort((a, b) => a - b)[2] ?? 0
    }
    await median(open) // warm
    const [lockedTime, openTime] = [await median(locked), await median(open)]
    expect(lockedTime).toBeGreaterThan(openTime * 0.5)
  })
})
