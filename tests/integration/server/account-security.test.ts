/**
 * Issue 29 through the shop: the confirmation page needs the password and signs the customer in; "send the
 * confirmation again" answers alike for every address; a password change ends the customer's other sessions.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { COMMERCE_DB, confirmationKey, newEmail, PASSWORD } from '../commerce/customer-helpers'
import { data as commerceData } from '../commerce/graphql'
import { signedInVisitor } from './signed-in'
import { data, error, setCookies } from './trpc'
import { Visitor } from './visitor'

let sequence = 0
const visitor = () =>
  new Visitor('de', { 'cf-connecting-ip': `198.18.9.${++sequence % 250}`, 'x-captcha-token': 'pass' })

async function registered(password = PASSWORD): Promise<{ email: string; id: string; key: string }> {
  const email = newEmail('sicher')
  const { createCustomerV2 } = await commerceData(
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { store: 'de', variables: { input: { email, firstname: 'Erika', lastname: 'Muster', password } } },
  )
  expect(createCustomerV2.customer.email).toBe(email)
  const response = await env.COMMERCE.fetch('https://commerce/dev/mailbox.json')
  const link = ((await response.json()) as { to: string; links: string[] }[]).find((m) => m.to === email)?.links[0]
  const id = /confirm-email\/(\d+)\//.exec(link ?? '')?.[1] ?? ''
  return { email, id, key: await confirmationKey(email) }
}

describe('the confirmation link', () => {
  it('confirms only with the password chosen at registration, then the customer is signed in', async () => {
    const { email, id, key } = await registered('Angreifer-2024')
    const owner = visitor()
    const refused = await error(await owner.mutate('customer.confirmEmail', { id, key, email, password: PASSWORD }))
    expect(refused.data).toMatchObject({
      reason: 'CONFIRMATION_FAILED',
      userMessage: 'Ungültige Anmeldedaten oder ungültiges Passwort.',
    })
    const missing = await error(await owner.mutate('customer.confirmEmail', { id, key, email }))
    expect(missing.data.inputIssues).toEqual([{ path: 'password', code: 'REQUIRED' }])
    expect(await data(await owner.query('customer.me'))).toBeNull()

    const registrant = visitor()
    const confirmed = await registrant.mutate('customer.confirmEmail', { id, key, email, password: 'Angreifer-2024' })
    expect(await data(confirmed.clone())).toEqual({
      confirmed: true,
      alreadyConfirmed: false,
      customer: { firstname: 'Erika', lastname: 'Muster', email },
    })
    expect(setCookies(confirmed).get('vsf-customer')).toMatch(/HttpOnly/)
    expect(await data(await registrant.query('customer.me'))).toMatchObject({ email })
  })
})

describe('sending the confirmation again', () => {
  it('answers the same for an unconfirmed, a confirmed and an unknown address', async () => {
    const { email: unconfirmed } = await registered()
    const { email: confirmed } = await signedInVisitor('de', 'bestaetigt')
    for (const email of [unconfirmed, confirmed, newEmail('niemand')]) {
      const response = await visitor().mutate('customer.resendConfirmation', { email })
      expect(response.status).toBe(200)
      expect(await data(response)).toEqual({ sent: true })
    }
  })
})

describe('a password change in the profile', () => {
  it("ends the customer's other sessions and keeps this one", async () => {
    const { visitor: here, email } = await signedInVisitor('de', 'wechsel')
    const elsewhere = visitor()
    await data(await elsewhere.mutate('customer.signIn', { email, password: PASSWORD }))
    expect(await data(await elsewhere.query('customer.me'))).toMatchObject({ email })
    const NEW = 'Polyplast-2026'
    await data(
      await here.mutate('customer.profile.changePassword', {
        currentPassword: PASSWORD,
        password: NEW,
        passwordConfirmation: NEW,
      }),
    )
    expect(await data(await here.query('customer.me'))).toMatchObject({ email })
    expect(await data(await elsewhere.query('customer.me'))).toBeNull()
  })
})

describe('reviews', () => {
  it('a customer reviews a product once: the second is INVALID_INPUT with commerce’s words', async () => {
    const { visitor: customer } = await signedInVisitor('de', 'bewertung')
    const row = await COMMERCE_DB.prepare(
      `SELECT sku FROM catalog_product_entity e WHERE e.type_id = 'simple' AND e.visibility = 4 AND e.sku != '100011'
       AND NOT EXISTS (SELECT 1 FROM review r WHERE r.entity_pk_value = e.entity_id) ORDER BY e.entity_id LIMIT 1 OFFSET 3`,
    ).first<{ sku: string }>()
    const review = {
      sku: row?.sku ?? '',
      nickname: 'Erika',
      summary: 'Gut',
      text: 'Gut geschnitten.',
      ratings: [{ id: 'MQ==', valueId: btoa('4') }],
    }
    expect(await data(await customer.mutate('review.create', review))).toMatchObject({ status: 'PENDING' })
    const again = await error(await customer.mutate('review.create', review))
    expect(again.data).toMatchObject({
      reason: 'INVALID_INPUT',
      userMessage: 'Sie haben dieses Produkt bereits bewertet.',
    })
  })
})

describe('an account taken over by a password reset', () => {
  it("names the earlier holder's addresses and wishlist once on the account's first page, and ends their session", async () => {
    const { visitor: holder, email } = await signedInVisitor('en', 'frueher')
    const { products } = await commerceData('{ products(search: "PVC", pageSize: 1) { items { sku name } } }')
    const product = products.items[0] as { sku: string; name: string }
    await data(await holder.mutate('wishlist.add', { sku: product.sku }))
    await data(
      await holder.mutate('address.create', {
        firstname: 'Max',
        lastname: 'Vorbesitzer',
        company: 'Fremdfirma GmbH',
        street: ['Hafenweg 1'],
        postcode: '20457',
        city: 'Hamburg',
        countryCode: 'DE',
        telephone: '040 123456',
        defaultBilling: true,
        defaultShipping: true,
      }),
    )
    expect(await data(await holder.query('customer.accountReview.get'))).toBeNull()

    const owner = visitor()
    await data(await owner.mutate('customer.requestPasswordReset', { email }))
    const response = await env.COMMERCE.fetch('https://commerce/dev/mailbox.json')
    const link = ((await response.json()) as { to: string; links: string[] }[]).find((m) => m.to === email)?.links[0]
    const token = link?.split('/').at(-1) ?? ''
    const password = 'Eigentuemer-2026'
    await data(await owner.mutate('customer.resetPassword', { email, token, password, passwordConfirmation: password }))

    expect(await data(await holder.query('customer.me'))).toBeNull()
    await data(await owner.mutate('customer.signIn', { email, password }))
    expect(await data(await owner.query('customer.accountReview.get'))).toEqual({
      addresses: ['Fremdfirma GmbH, Max Vorbesitzer, Hafenweg 1, 20457 Hamburg'],
      wishlist: [product.name],
    })
    await data(await owner.mutate('customer.accountReview.close', undefined))
    expect(await data(await owner.query('customer.accountReview.get'))).toBeNull()
  })
})
