import { describe, expect, it } from 'vitest'
import { ACCOUNT_RATE_LIMIT } from '../../../server/rate-limit/limit'
import { lastMailTo, newEmail } from '../commerce/customer-helpers'
import { signedInVisitor } from './signed-in'
import { data, error } from './trpc'
import { Visitor } from './visitor'

let sequence = 0
const guest = (store: 'de' | 'en' = 'de') => new Visitor(store, { 'cf-connecting-ip': `198.18.0.${++sequence % 250}` })

/** id and code of the newest confirmation link to `email`, which points to the storefront's locale path. */
async function confirmationLink(email: string, locale: 'de' | 'en') {
  const link = new URL((await lastMailTo(email)).links[0] ?? '')
  expect(link.pathname).toBe(`/${locale}/newsletter/subscriber/confirm`)
  return { id: Number(link.searchParams.get('id')), code: link.searchParams.get('code') ?? '' }
}

describe('the newsletter', () => {
  it('subscribes a guest with double opt-in: a mail, then the link on the storefront confirms', async () => {
    const email = newEmail('news')
    const visitor = guest('en')
    expect(await data(await visitor.mutate('newsletter.subscribe', { email }))).toEqual({
      status: 'UNCONFIRMED',
      confirmationSent: true,
    })
    expect((await lastMailTo(email)).subject).toBe('Newsletter subscription confirmation')
    const link = await confirmationLink(email, 'en')
    expect(await data(await visitor.mutate('newsletter.confirm', link))).toEqual({ status: 'SUBSCRIBED' })

    const again = await error(await visitor.mutate('newsletter.subscribe', { email }))
    expect(again.data).toMatchObject({
      reason: 'NEWSLETTER_REFUSED',
      userMessage: 'This email address is already subscribed.',
    })
    expect(await data(await visitor.mutate('newsletter.unsubscribeLink', link))).toEqual({ status: 'UNSUBSCRIBED' })
    const wrong = await error(await visitor.mutate('newsletter.confirm', { ...link, code: 'falsch' }))
    expect(wrong.data.reason).toBe('NEWSLETTER_LINK_INVALID')
  })

  it("subscribes the signed-in customer's own address and ends it from the account", async () => {
    const { visitor, email } = await signedInVisitor()
    expect(await data(await visitor.query('newsletter.status'))).toEqual({ email, isSubscribed: false })
    expect(await data(await visitor.mutate('newsletter.subscribe', { email }))).toMatchObject({ status: 'UNCONFIRMED' })
    expect((await lastMailTo(email)).subject).toBe('Bestätigung des Newsletter-Abonnements')
    await data(await visitor.mutate('newsletter.confirm', await confirmationLink(email, 'de')))
    expect(await data(await visitor.query('newsletter.status'))).toEqual({ email, isSubscribed: true })
    expect(await data(await visitor.mutate('newsletter.unsubscribe', undefined))).toEqual({
      email,
      isSubscribed: false,
    })
  })

  it("refuses a guest the address of a customer, and a guest the customer's status", async () => {
    const { email } = await signedInVisitor()
    const refused = await error(await guest().mutate('newsletter.subscribe', { email }))
    expect(refused.data.reason).toBe('NEWSLETTER_REFUSED')
    expect((await guest().query('newsletter.status')).status).toBe(401)
  })

  it('limits the attempts per e-mail address with 429', async () => {
    const email = newEmail('limit')
    const answers = []
    for (let attempt = 0; attempt <= ACCOUNT_RATE_LIMIT; attempt++) {
      answers.push((await guest().mutate('newsletter.subscribe', { email })).status)
    }
    expect(answers.at(-1)).toBe(429)
  })
})
