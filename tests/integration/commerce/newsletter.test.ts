import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { lastMailTo, newEmail, signedInCustomer } from './customer-helpers'
import { call, data } from './graphql'

const SUBSCRIBE = 'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }'

/** Follows the mail's confirmation link as the storefront page forwards it to commerce. */
async function followConfirmation(email: string, store = 'en') {
  const link = new URL((await lastMailTo(email)).links[0] ?? '')
  expect(link.pathname).toMatch(/^\/(de|en)\/newsletter\/subscriber\/confirm$/)
  const response = await env.COMMERCE.fetch(`https://commerce/newsletter/subscriber/confirm${link.search}`, {
    headers: { Store: store },
  })
  return { status: response.status, body: (await response.json()) as { status?: string; message: string } }
}

describe('newsletter with double opt-in', () => {
  it('a guest subscription stays UNCONFIRMED until the mailed link is followed', async () => {
    const email = newEmail('leser')
    expect((await data(SUBSCRIBE, { store: 'de', variables: { email } })).subscribeEmailToNewsletter).toEqual({
      status: 'UNCONFIRMED',
    })
    expect((await lastMailTo(email)).subject).toBe('Bestätigung des Newsletter-Abonnements')
    expect(await followConfirmation(email)).toEqual({
      status: 200,
      body: { status: 'SUBSCRIBED', message: 'Your subscription has been confirmed.' },
    })
    const again = await call(SUBSCRIBE, { store: 'en', variables: { email } })
    expect(again.body.errors?.[0]).toMatchObject({
      message: 'This email address is already subscribed.',
      extensions: { category: 'graphql-already-exists' },
    })
  })

  it('the link with the same id and code unsubscribes', async () => {
    const email = newEmail('leser')
    await data(SUBSCRIBE, { store: 'en', variables: { email } })
    const { search } = new URL((await lastMailTo(email)).links[0] ?? '')
    await followConfirmation(email)
    const response = await env.COMMERCE.fetch(`https://commerce/newsletter/subscriber/unsubscribe${search}`, {
      headers: { Store: 'de' },
    })
    expect(await response.json()).toEqual({ status: 'UNSUBSCRIBED', message: 'Sie haben sich abgemeldet.' })
    const again = await data(SUBSCRIBE, { store: 'en', variables: { email } })
    expect(again.subscribeEmailToNewsletter.status).toBe('UNCONFIRMED')
  })

  it('refuses a wrong confirmation code', async () => {
    const response = await env.COMMERCE.fetch('https://commerce/newsletter/subscriber/confirm?id=1&code=falsch', {
      headers: { Store: 'en' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'This is an invalid subscription confirmation code.',
      parameters: [],
    })
  })

  it("a customer's subscription shows in is_subscribed once confirmed, and can be ended", async () => {
    const { email, token } = await signedInCustomer()
    const subscribed = await data(
      'mutation { updateCustomerV2(input: { is_subscribed: true }) { customer { is_subscribed } } }',
      {
        token,
      },
    )
    expect(subscribed.updateCustomerV2.customer.is_subscribed).toBe(false)
    await followConfirmation(email)
    expect((await data('{ customer { is_subscribed } }', { token })).customer.is_subscribed).toBe(true)
    const ended = await data(
      'mutation { updateCustomerV2(input: { is_subscribed: false }) { customer { is_subscribed } } }',
      {
        token,
      },
    )
    expect(ended.updateCustomerV2.customer.is_subscribed).toBe(false)
  })

  it("a guest cannot subscribe a customer's address", async () => {
    const { email } = await signedInCustomer()
    const { body } = await call(SUBSCRIBE, { store: 'en', variables: { email } })
    expect(body.errors?.[0]?.message).toBe('This email address is already assigned to another user.')
  })

  it('refuses an invalid address', async () => {
    const { body } = await call(SUBSCRIBE, { store: 'en', variables: { email: 'kein-at' } })
    expect(body.errors?.[0]).toMatchObject({
      message: 'Enter a valid email address.',
      extensions: { category: 'graphql-input' },
    })
  })
})
