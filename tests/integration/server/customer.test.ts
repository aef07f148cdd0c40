import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CustomerView } from '../../../contract/customer'
import { ACCOUNT_RATE_LIMIT } from '../../../server/rate-limit/limit'
import { type Row, simple } from './seeded'
import { signedInVisitor } from './signed-in'
import { data, error, SHOP, setCookies } from './trpc'
import { Visitor } from './visitor'

type Mail = { to: string; subject: string; links: string[] }

const PASSWORD = 'Kunststoff-2024'
let sequence = 0
/** Addresses and client IPs no other test uses, so that the rate limits count each test on its own. */
const unique = () => `${Date.now()}-${++sequence}`
const newEmail = () => `kunde.${unique()}@example.com`
const newIp = () => `203.0.113.${++sequence % 250}`

/** A browser with its own address that solves the local captcha stand-in. */
const visitor = (store: 'de' | 'en' = 'de', captcha = 'pass') =>
  new Visitor(store, { 'cf-connecting-ip': `198.51.${sequence % 250}.${++sequence % 250}`, 'x-captcha-token': captcha })

async function lastMailTo(to: string): Promise<Mail> {
  const response = await env.COMMERCE.fetch('https://commerce/dev/mailbox.json')
  const mail = ((await response.json()) as Mail[]).find((m) => m.to === to)
  if (!mail) throw new Error(`no mail to ${to}`)
  return mail
}

/** The parts of the confirmation link confirm-email/{id}/{key}?email={email}. */
async function confirmationLink(email: string) {
  const link = new URL((await lastMailTo(email)).links[0] ?? '')
  const [, id = '', key = ''] = /confirm-email\/(\d+)\/([0-9a-f]+)/.exec(link.pathname) ?? []
  return { id, key, email: link.searchParams.get('email') ?? '', password: PASSWORD }
}

const registration = (email: string) => ({
  firstname: 'Erika',
  lastname: 'Muster',
  email,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  taxvat: 'DE123456789',
})

async function registered(store: 'de' | 'en' = 'de'): Promise<string> {
  const email = newEmail()
  const response = await visitor(store).mutate('customer.register', registration(email))
  expect(await data(response)).toEqual({ email })
  return email
}

async function confirmed(store: 'de' | 'en' = 'de'): Promise<string> {
  const email = await registered(store)
  await data(await visitor(store).mutate('customer.confirmEmail', await confirmationLink(email)))
  return email
}

let plenty: Row
beforeAll(async () => {
  plenty = await simple('s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= 10')
})

describe('a new customer', () => {
  it('registers, confirms, signs in keeping the guest cart, is known to `me`, signs out revoking the token', async () => {
    const email = await registered()
    const link = await confirmationLink(email)
    // confirming signs in the browser it happens in; this test signs in a guest of its own below
    expect(await data(await visitor().mutate('customer.confirmEmail', link))).toMatchObject({ confirmed: true })
    const browser = visitor()

    // A second click: the password proves the account, which is active already, so it signs in; a wrong one does not.
    const wrong = await error(await visitor().mutate('customer.confirmEmail', { ...link, password: 'Falsch-2024' }))
    expect(wrong.data).toMatchObject({ reason: 'CONFIRMATION_FAILED', userMessage: 'Das Konto ist bereits aktiv.' })
    const again = await visitor().mutate('customer.confirmEmail', link)
    expect(await data(again.clone())).toMatchObject({ confirmed: true, alreadyConfirmed: true, customer: { email } })
    expect(setCookies(again).get('vsf-customer')).toMatch(/HttpOnly/)

    await browser.add({ sku: plenty.sku, quantity: 2 })
    const guestCart = browser.cookies.get('vsf-cart')
    const signIn = await browser.mutate('customer.signIn', { email, password: PASSWORD })
    expect(await data<CustomerView>(signIn.clone())).toEqual({ firstname: 'Erika', lastname: 'Muster', email })
    const cookies = setCookies(signIn)
    expect(cookies.get('vsf-customer')).toMatch(/HttpOnly/)
    expect(cookies.get('vsf-customer')).toMatch(/Max-Age=3600/)
    expect(browser.cookies.get('vsf-cart')).not.toBe(guestCart)
    expect(cookies.get('vsf-customer-group')).toMatch(/^vsf-customer-group=1;/)

    const cart = await browser.cart()
    expect(cart.items).toEqual([expect.objectContaining({ sku: plenty.sku, quantity: 2 })])
    expect(await data(await browser.query('customer.me'))).toEqual({ firstname: 'Erika', lastname: 'Muster', email })
    expect(await data(await browser.query('session.state'))).toEqual({ isLoggedIn: true })

    const oldToken = browser.cookies.get('vsf-customer') ?? ''
    const signOut = await browser.mutate('customer.signOut', undefined)
    expect(await data(signOut.clone())).toEqual({ isLoggedIn: false })
    for (const name of ['vsf-customer', 'vsf-cart', 'vsf-customer-group']) {
      expect(setCookies(signOut).get(name)).toMatch(/Max-Age=0/)
    }
    expect(browser.cookies.has('vsf-customer')).toBe(false)

    // The revoked token gains nothing: `me` answers a guest and the cookies are cleared.
    const replay = new Visitor('de')
    replay.cookies.set('vsf-customer', oldToken)
    expect(await data(await replay.query('customer.me'))).toBeNull()
    expect(replay.cookies.has('vsf-customer')).toBe(false)
  })

  it('finds their cart again when the browser has dropped the cart cookie but is still signed in', async () => {
    const { visitor: browser } = await signedInVisitor('de', 'wieder')
    await browser.add({ sku: plenty.sku, quantity: 2 })
    const cartId = browser.cookies.get('vsf-cart')
    // The cart cookie ends with the browser session; the token's lives on (Max-Age).
    browser.cookies.delete('vsf-cart')

    expect((await browser.cart()).items).toEqual([expect.objectContaining({ sku: plenty.sku, quantity: 2 })])
    expect(browser.cookies.get('vsf-cart')).toBe(cartId)
  })

  it('registering from the request page: the confirmation link leads back to the request in the store view', async () => {
    const email = newEmail()
    await data(await visitor('en').mutate('customer.register', { ...registration(email), returnTo: 'request' }))
    const link = new URL((await lastMailTo(email)).links[0] ?? '')
    expect(link.searchParams.get('email')).toBe(email)
    expect(link.searchParams.get('back_url')).toBe(`${SHOP}/en/request`)

    const elsewhere = await visitor('en').mutate('customer.register', {
      ...registration(newEmail()),
      returnTo: 'https://example.org',
    })
    expect(elsewhere.status).toBe(400)
  })

  it('confirmation mail can be sent again; the answer does not tell an active account', async () => {
    const email = await registered('en')
    expect(await data(await visitor('en').mutate('customer.resendConfirmation', { email }))).toEqual({ sent: true })
    await data(await visitor('en').mutate('customer.confirmEmail', await confirmationLink(email)))
    // the same answer once active (and for an unknown address): nobody learns who has an account here
    expect(await data(await visitor('en').mutate('customer.resendConfirmation', { email }))).toEqual({ sent: true })
  })
})

describe('sign-in refusals', () => {
  it('answers SIGN_IN_FAILED with the server text for a wrong password, in the store view language', async () => {
    const email = await confirmed('en')
    const response = await visitor('en').mutate('customer.signIn', { email, password: 'Wrong-password-1' })
    expect(response.status).toBe(400)
    expect((await error(response)).data).toMatchObject({
      reason: 'SIGN_IN_FAILED',
      userMessage:
        'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    })
    const german = await error(await visitor('de').mutate('customer.signIn', { email, password: 'Wrong-password-1' }))
    expect(german.data.reason).toBe('SIGN_IN_FAILED')
    expect(german.data.userMessage).not.toBe(
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    )
  })

  it('refuses an unconfirmed account with Magento’s text, and sets no cookie', async () => {
    const email = await registered('en')
    const response = await visitor('en').mutate('customer.signIn', { email, password: PASSWORD })
    expect(setCookies(response).has('vsf-customer')).toBe(false)
    expect((await error(response)).data).toMatchObject({
      reason: 'SIGN_IN_FAILED',
      userMessage: 'You must confirm your account. Please check your email for the confirmation link.',
    })
  })

  it('refuses a captcha the local provider does not accept, before commerce is asked', async () => {
    const email = await confirmed()
    for (const captcha of ['fail', '']) {
      const response = await visitor('de', captcha).mutate('customer.signIn', { email, password: PASSWORD })
      expect(response.status).toBe(403)
      expect((await error(response)).data.reason).toBe('CAPTCHA_FAILED')
    }
    const reset = await visitor('de', 'fail').mutate('customer.requestPasswordReset', { email })
    expect((await error(reset)).data.reason).toBe('CAPTCHA_FAILED')
    const register = await visitor('de', 'fail').mutate('customer.register', registration(newEmail()))
    expect((await error(register)).data.reason).toBe('CAPTCHA_FAILED')
  })

  it(`answers 429 RATE_LIMITED after ${ACCOUNT_RATE_LIMIT} attempts per account, from any address`, async () => {
    const email = newEmail()
    for (let i = 0; i < ACCOUNT_RATE_LIMIT; i++) {
      const response = await visitor().mutate('customer.signIn', { email, password: 'Wrong-password-1' })
      expect(response.status).toBe(400)
    }
    const limited = await visitor().mutate('customer.signIn', { email, password: 'Wrong-password-1' })
    expect(limited.status).toBe(429)
    expect((await error(limited)).data.reason).toBe('RATE_LIMITED')
  })

  it('answers 429 RATE_LIMITED after too many attempts from one address, whatever the account', async () => {
    const ip = newIp()
    const from = () => new Visitor('en', { 'cf-connecting-ip': ip, 'x-captcha-token': 'pass' })
    for (let i = 0; i < ACCOUNT_RATE_LIMIT; i++) {
      await from().mutate('customer.requestPasswordReset', { email: newEmail() })
    }
    const limited = await from().mutate('customer.requestPasswordReset', { email: newEmail() })
    expect(limited.status).toBe(429)
    expect((await error(limited)).data.reason).toBe('RATE_LIMITED')
  })
})

describe('registration with the company address', () => {
  /** Commerce's answer to `query` for the registered customer, once the account is confirmed and signed in. */
  async function confirmedCustomer(email: string, query: string) {
    await data(await visitor().mutate('customer.confirmEmail', await confirmationLink(email)))
    const browser = visitor()
    await data(await browser.mutate('customer.signIn', { email, password: PASSWORD }))
    const token = browser.cookies.get('vsf-customer') ?? ''
    const answer = await env.COMMERCE.fetch(
      new Request('https://commerce/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', Store: 'de', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      }),
    )
    return answer.json()
  }

  it('saves it as the default billing and shipping address, with the VAT ID on the customer', async () => {
    const email = newEmail()
    const companyAddress = {
      company: 'Muster Kunststoffe GmbH',
      street: ['Industriestraße 5', ''],
      postcode: '80331',
      city: 'München',
      countryCode: 'DE',
      regionId: null,
      region: '',
      telephone: '+49 89 123456',
    }
    expect(await data(await visitor().mutate('customer.register', { ...registration(email), companyAddress }))).toEqual(
      {
        email,
      },
    )
    const saved = await confirmedCustomer(
      email,
      '{ customer { taxvat addresses { company street firstname default_billing default_shipping } } }',
    )
    expect(saved).toEqual({
      data: {
        customer: {
          taxvat: 'DE123456789',
          addresses: [
            {
              company: 'Muster Kunststoffe GmbH',
              street: ['Industriestraße 5'],
              firstname: 'Erika',
              default_billing: true,
              default_shipping: true,
            },
          ],
        },
      },
    })
  })

  it('refuses an incomplete company address with the codes of the spec’s messages at their fields', async () => {
    const response = await visitor().mutate('customer.register', {
      ...registration(newEmail()),
      companyAddress: { company: 'M', street: [''], postcode: '', city: 'Berlin', countryCode: 'DE', telephone: '1' },
    })
    expect(response.status).toBe(400)
    expect((await error(response)).data.inputIssues).toEqual(
      expect.arrayContaining([
        { path: 'companyAddress.company', code: 'MIN_2_CHARACTERS' },
        { path: 'companyAddress.street.0', code: 'REQUIRED' },
        { path: 'companyAddress.postcode', code: 'REQUIRED' },
        { path: 'companyAddress.telephone', code: 'MIN_4_CHARACTERS' },
      ]),
    )
  })

  it("takes a company address without a postcode where the store's optional_zip_countries name its country", async () => {
    const companyAddress = {
      company: 'Muster Teoranta',
      street: ['Main Street 1'],
      postcode: '',
      city: 'Galway',
      countryCode: 'IE',
      telephone: '091 123456',
    }
    const german = { ...companyAddress, countryCode: 'DE' }
    const refused = await visitor().mutate('customer.register', { ...registration(newEmail()), companyAddress: german })
    expect((await error(refused)).data.inputIssues).toEqual([{ path: 'companyAddress.postcode', code: 'REQUIRED' }])

    const email = newEmail()
    // The VAT ID in the format of the company's country.
    const irish = { ...registration(email), taxvat: 'IE6388047V', companyAddress }
    expect(await data(await visitor().mutate('customer.register', irish))).toEqual({ email })
    expect(await confirmedCustomer(email, '{ customer { addresses { country_code postcode } } }')).toEqual({
      data: { customer: { addresses: [{ country_code: 'IE', postcode: '' }] } },
    })
  })

  it('saves the postcode of the company address as its country writes it', async () => {
    const email = newEmail()
    const companyAddress = {
      company: 'Muster B.V.',
      street: ['Hafenweg 1'],
      postcode: '1011ab',
      city: 'Amsterdam',
      countryCode: 'NL',
      telephone: '020 123456',
    }
    const dutch = { ...registration(email), taxvat: 'NL123456789B01', companyAddress }
    await data(await visitor().mutate('customer.register', dutch))
    expect(await confirmedCustomer(email, '{ customer { addresses { postcode } } }')).toEqual({
      data: { customer: { addresses: [{ postcode: '1011 AB' }] } },
    })
  })

  it('refuses a company address whose postcode does not fit its country', async () => {
    const response = await visitor().mutate('customer.register', {
      ...registration(newEmail()),
      taxvat: 'NL123456789B01',
      companyAddress: {
        company: 'Muster GmbH',
        street: ['Hafenweg 1'],
        postcode: '1011',
        city: 'Amsterdam',
        countryCode: 'NL',
        telephone: '020 123456',
      },
    })
    expect((await error(response)).data).toMatchObject({
      reason: 'INVALID_INPUT',
      inputIssues: [{ path: 'companyAddress.postcode', code: 'POSTCODE_NETHERLANDS' }],
    })
  })
})

describe('captcha settings', () => {
  it('tell the browser which captcha to show: the local stand-in here, never a secret', async () => {
    expect(await data(await visitor().query('customer.captcha'))).toEqual({ provider: 'local' })
  })
})

describe('registration refusals', () => {
  it('answers EMAIL_EXISTS with Magento’s text for a taken address, in both store views', async () => {
    const email = await registered('en')
    const english = await error(await visitor('en').mutate('customer.register', registration(email)))
    expect(english.data).toMatchObject({
      reason: 'EMAIL_EXISTS',
      userMessage: 'A customer with the same email address already exists in an associated website.',
    })
    const german = await error(await visitor('de').mutate('customer.register', registration(email)))
    expect(german.data.reason).toBe('EMAIL_EXISTS')
  })

  it('refuses the spec’s invalid inputs with the codes of its messages at their fields', async () => {
    const response = await visitor().mutate('customer.register', {
      ...registration('no-address'),
      firstname: 'E',
      password: 'abcdefgh',
      passwordConfirmation: 'other',
    })
    expect(response.status).toBe(400)
    expect((await error(response)).data.inputIssues).toEqual([
      { path: 'firstname', code: 'MIN_2_CHARACTERS' },
      { path: 'email', code: 'EMAIL_INVALID' },
      { path: 'password', code: 'PASSWORD_RULE' },
      { path: 'passwordConfirmation', code: 'PASSWORDS_DONT_MATCH' },
    ])
  })
})

describe('password reset', () => {
  it('answers an address without an account as it answers one with: nobody learns who has an account', async () => {
    const known = await data(await visitor('de').mutate('customer.requestPasswordReset', { email: await confirmed() }))
    const unknown = await data(await visitor('de').mutate('customer.requestPasswordReset', { email: newEmail() }))
    expect(unknown).toEqual(known)
  })

  it('mails a link that sets a new password once; the used link is RESET_LINK_INVALID', async () => {
    const email = await confirmed('en')
    expect(await data(await visitor('en').mutate('customer.requestPasswordReset', { email }))).toEqual({ sent: true })
    const link = (await lastMailTo(email)).links[0] ?? ''
    const [, token = ''] = /create-password\/[^/]+\/([^/?#]+)/.exec(link) ?? []
    const input = { email, token, password: 'Neues-Passwort-7', passwordConfirmation: 'Neues-Passwort-7' }
    expect(await data(await visitor('en').mutate('customer.resetPassword', input))).toEqual({ reset: true })
    const again = await error(await visitor('en').mutate('customer.resetPassword', input))
    expect(again.data.reason).toBe('RESET_LINK_INVALID')
    const signIn = await visitor('en').mutate('customer.signIn', { email, password: 'Neues-Passwort-7' })
    expect(signIn.status).toBe(200)
  })
})

describe('forged session cookies', () => {
  it('gain nothing: not logged in, no customer, the cookies cleared', async () => {
    const forged = new Visitor('de')
    forged.cookies.set('vsf-customer', 'a'.repeat(64))
    forged.cookies.set('vsf-customer-group', '1')
    expect(await data(await forged.query('customer.me'))).toBeNull()
    expect(forged.cookies.has('vsf-customer')).toBe(false)
    expect(forged.cookies.has('vsf-customer-group')).toBe(false)
  })

  it('a token with bad characters logs the visitor out instead of failing with 502', async () => {
    const forged = new Visitor('de')
    forged.cookies.set('vsf-customer', 'bad%20token%C3%A4')
    const response = await forged.query('catalog.menu')
    expect(response.status).not.toBe(502)
    expect(setCookies(response).get('vsf-customer')).toMatch(/Max-Age=0/)
    expect(await data(await forged.query('session.state'))).toEqual({ isLoggedIn: false })
  })
})
