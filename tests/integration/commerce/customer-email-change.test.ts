/**
 * An e-mail change needs proof of the new address (issue 39): updateCustomerEmail changes nothing until the link
 * mailed to the new address is opened with the password; the old address keeps signing in meanwhile and gets a
 * notice whose link sets a new password and gives the account its old address back, ending every session.
 */
import { describe, expect, it } from 'vitest'
import { CONFIRM, lastMailTo, mailbox, newEmail, PASSWORD, signedInCustomer, TOKEN } from './customer-helpers'
import { call, data } from './graphql'

const CHANGE =
  'mutation ($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }'
const RESET = `mutation ($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }`

const signsIn = async (email: string, password = PASSWORD) =>
  (await call(TOKEN, { store: 'en', variables: { email, password } })).body.data?.generateCustomerToken?.token !==
  undefined

/** The key of the change link in the newest mail to `email` (confirm-email/{id}/{key}?email=…). */
async function changeKey(email: string): Promise<string> {
  const mail = await lastMailTo(email)
  const link = new URL(mail.links[0] ?? '')
  expect(link.searchParams.get('email')).toBe(email)
  return /confirm-email\/\d+\/([0-9a-f]+)/.exec(link.pathname)?.[1] ?? ''
}

/** The token of the undo link in the newest mail to `email` (create-password/{email}/{token}). */
async function undoToken(email: string): Promise<string> {
  const link = (await lastMailTo(email)).links[0] ?? ''
  expect(link).toContain(`/create-password/${encodeURIComponent(email)}/`)
  return link.split('/').at(-1) ?? ''
}

const changeEmail = async (token: string, email: string) =>
  (await data(CHANGE, { store: 'en', token, variables: { e: email, p: PASSWORD } })).updateCustomerEmail.customer.email

describe("a customer's e-mail change", () => {
  it('takes effect only when the link mailed to the new address is opened with the password', async () => {
    const { email, token } = await signedInCustomer()
    const next = newEmail('neu')
    expect(await changeEmail(token, next)).toBe(email)

    // Nothing changed yet: the old address signs in, the new one does not.
    expect(await signsIn(email)).toBe(true)
    expect(await signsIn(next)).toBe(false)
    expect((await data('{ customer { email } }', { token })).customer.email).toBe(email)
    const confirmation = await lastMailTo(next)
    expect(confirmation.subject).toBe('Please confirm your new Polyplast Kunststoffe email address')
    const notice = await lastMailTo(email)
    expect(notice.subject).toBe('Your Polyplast Kunststoffe email is about to change')
    expect(notice.text).toContain(next)

    const key = await changeKey(next)
    const withoutPassword = await call(CONFIRM, { store: 'en', variables: { email: next, key, password: null } })
    expect(withoutPassword.body.errors?.[0]?.message).toBe('Specify the "password" value.')
    const wrongKey = await call(CONFIRM, {
      store: 'en',
      variables: { email: next, key: `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}` },
    })
    expect(wrongKey.body.errors?.[0]?.message).toBe('There was an error confirming the account')
    expect(await signsIn(next)).toBe(false)

    const confirmed = await data(CONFIRM, { store: 'en', variables: { email: next, key } })
    expect(confirmed.confirmEmail.customer.email).toBe(next)
    expect(await signsIn(next)).toBe(true)
    expect(await signsIn(email)).toBe(false)
    // The link works once.
    const again = await call(CONFIRM, { store: 'en', variables: { email: next, key } })
    expect(again.body.errors?.[0]?.extensions?.category).toBe('graphql-input')
  })

  it("refuses an address another account has, and a later change ends the earlier one's link", async () => {
    const other = await signedInCustomer()
    const { email, token } = await signedInCustomer()
    const taken = await call(CHANGE, { store: 'en', token, variables: { e: other.email, p: PASSWORD } })
    expect(taken.body.errors?.[0]?.message).toBe(
      'A customer with the same email address already exists in an associated website.',
    )
    const first = newEmail('erst')
    await changeEmail(token, first)
    const firstKey = await changeKey(first)
    const second = newEmail('zweit')
    await changeEmail(token, second)
    const stale = await call(CONFIRM, { store: 'en', variables: { email: first, key: firstKey } })
    expect(stale.body.errors?.[0]?.message).toBe('There was an error confirming the account')
    await data(CONFIRM, { store: 'en', variables: { email: second, key: await changeKey(second) } })
    expect(await signsIn(second)).toBe(true)
    expect(await signsIn(email)).toBe(false)
  })

  it("gives the owner the old address back through the notice's link, and ends every session", async () => {
    const { email, token } = await signedInCustomer()
    const intruder = newEmail('fremd')
    await changeEmail(token, intruder)
    const undo = await undoToken(email)
    await data(CONFIRM, { store: 'en', variables: { email: intruder, key: await changeKey(intruder) } })
    expect(await signsIn(intruder)).toBe(true)
    const intruderSession = (await call(TOKEN, { store: 'en', variables: { email: intruder, password: PASSWORD } }))
      .body.data.generateCustomerToken.token as string

    const before = (await mailbox()).length
    expect((await data(RESET, { variables: { email, token: undo, password: 'Eigentum-2026' } })).resetPassword).toBe(
      true,
    )
    expect(await signsIn(email, 'Eigentum-2026')).toBe(true)
    expect(await signsIn(intruder, 'Eigentum-2026')).toBe(false)
    for (const session of [token, intruderSession]) {
      const answer = await call('{ customer { email } }', { store: 'en', token: session })
      expect(answer.body.errors?.[0]?.extensions?.category).toBe('graphql-authorization')
    }
    const mails = (await mailbox()).slice(0, (await mailbox()).length - before)
    expect(mails.map((mail) => mail.to)).toEqual([email])
    // Used once: the link changes nothing again.
    const reuse = await call(RESET, { store: 'en', variables: { email, token: undo, password: 'Nochmal-2026' } })
    expect(reuse.body.errors?.[0]?.extensions?.category).toBe('graphql-input')
  })
})
