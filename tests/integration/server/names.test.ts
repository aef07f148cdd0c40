/**
 * Names carry no text into mails (issue 29, finding 4): every form with a name refuses line breaks, web addresses and
 * characters outside Magento's rule with NAME_INVALID at the field, before commerce is asked; the mail of a
 * registration with a fine name has its usual paragraphs only.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { newEmail, PASSWORD } from '../commerce/customer-helpers'
import { signedInVisitor } from './signed-in'
import { data, error } from './trpc'
import { Visitor } from './visitor'

const INJECTED = 'Erika\n\nIhr Konto wurde gesperrt. Entsperren Sie es hier: https://entsperren.example.net/'
let sequence = 0
const visitor = () =>
  new Visitor('de', { 'cf-connecting-ip': `198.18.7.${++sequence % 250}`, 'x-captcha-token': 'pass' })

const registration = (email: string, names: { firstname?: string; lastname?: string } = {}) => ({
  firstname: 'Erika',
  lastname: 'Muster',
  email,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  ...names,
})

async function mailsTo(to: string): Promise<{ text: string }[]> {
  const response = await env.COMMERCE.fetch('https://commerce/dev/mailbox.json')
  return ((await response.json()) as { to: string; text: string }[]).filter((m) => m.to === to)
}

describe('names in the forms', () => {
  it('the registration refuses a name with line breaks, a web address or foreign characters, and mails nothing', async () => {
    for (const name of [INJECTED, 'Erika\nMuster', 'www.example', 'Erika <script>', 'example.net']) {
      const email = newEmail('name')
      const refused = await error(await visitor().mutate('customer.register', registration(email, { firstname: name })))
      expect(refused.data.reason).toBe('INVALID_INPUT')
      expect(refused.data.inputIssues).toEqual([{ path: 'firstname', code: 'NAME_INVALID' }])
      const last = await error(await visitor().mutate('customer.register', registration(email, { lastname: name })))
      expect(last.data.inputIssues).toEqual([{ path: 'lastname', code: 'NAME_INVALID' }])
      expect(await mailsTo(email)).toEqual([])
    }
  })

  it('a fine name reaches the mail as one line of its greeting', async () => {
    const email = newEmail('name')
    await data(await visitor().mutate('customer.register', registration(email, { firstname: "Anne-Marie O'Connor" })))
    const [mail] = await mailsTo(email)
    expect(mail?.text.split('\n\n')[0]).toBe("Guten Tag Anne-Marie O'Connor Muster,")
  })

  it('the company may hold more characters, but on one line and without a web address', async () => {
    const email = newEmail('name')
    const company = {
      company: 'Muster (Deutschland) GmbH\nhttps://example.net',
      street: ['Industriestraße 4'],
      postcode: '80331',
      city: 'München',
      countryCode: 'DE',
      telephone: '089 123456',
    }
    const refused = await error(
      await visitor().mutate('customer.register', { ...registration(email), companyAddress: company }),
    )
    expect(refused.data.inputIssues).toEqual([{ path: 'companyAddress.company', code: 'ONE_LINE_NO_WEB_ADDRESS' }])
  })

  it('the profile, the address book and the review form refuse them too', async () => {
    const { visitor: customer, email } = await signedInVisitor('de', 'name')
    const profile = await error(
      await customer.mutate('customer.profile.update', {
        firstname: INJECTED,
        lastname: 'Muster',
        dateOfBirth: '',
        email,
      }),
    )
    expect(profile.data.inputIssues).toEqual([{ path: 'firstname', code: 'NAME_INVALID' }])
    const address = await error(
      await customer.mutate('address.create', {
        firstname: 'Erika',
        lastname: 'Muster\nhttps://example.net',
        street: ['Industriestraße 4'],
        postcode: '80331',
        city: 'München',
        countryCode: 'DE',
        telephone: '089 123456',
        defaultBilling: true,
      }),
    )
    expect(address.data.inputIssues).toEqual([{ path: 'lastname', code: 'NAME_INVALID' }])
    const review = await error(
      await customer.mutate('review.create', {
        sku: '100010',
        nickname: INJECTED,
        summary: 'Gut',
        text: 'Gut.',
        ratings: [{ id: 'MQ==', valueId: btoa('5') }],
      }),
    )
    expect(review.data.inputIssues).toEqual([{ path: 'nickname', code: 'NAME_INVALID' }])
  })
})
