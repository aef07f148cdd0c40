import { describe, expect, it } from 'vitest'
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
import { cleanCaches } from './request-helpers'

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'
const AVAILABLE = 'query ($e: String!) { isEmailAvailable(email: $e) { is_email_available } }'
const CUSTOMER = `{ customer { id email firstname lastname date_of_birth gender taxvat is_subscribed
  confirmation_status default_billing default_shipping addresses { id } wishlists { id } orders { total_count }
  reviews { items { summary } } } }`

const register = (email: string, input: Record<string, unknown> = {}, store = 'en') =>
  call(CREATE, {
    store,
    variables: { input: { email, firstname: 'Erika', lastname: 'Muster', password: PASSWORD, ...input } },
  })

const firstError = (body: { errors?: { message: string; extensions?: { category?: string } }[] }) => ({
  message: body.errors?.[0]?.message,
  category: body.errors?.[0]?.extensions?.category,
})

describe('registration with e-mail confirmation', () => {
  it('creates an unconfirmed account and mails the confirmation link into the storefront', async () => {
    const email = newEmail()
    const { body } = await register(email, {}, 'de')
    expect(body.data.createCustomerV2.customer).toEqual({
      email,
      firstname: 'Erika',
      lastname: 'Muster',
      confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
    })
    const mail = await lastMailTo(email)
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihr Konto bei Polyplast Kunststoffe')
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:8787\/de\/confirm-email\/\d+\/[0-9a-f]{64}\?email=/)
    expect(mail.text).toContain(mail.links[0])
    expect(mail.html).toContain('Konto bestätigen')
  })

  it('refuses the sign-in before the confirmation, confirms once, then signs in', async () => {
    const email = newEmail()
    await register(email)
    const early = await call(TOKEN, { store: 'en', variables: { email, password: PASSWORD } })
    expect(firstError(early.body)).toEqual({
      message: 'You must confirm your account. Please check your email for the confirmation link.',
      category: 'graphql-authentication',
    })
    const key = await confirmationKey(email)
    const confirmed = await data(CONFIRM, { store: 'en', variables: { email, key } })
    expect(confirmed.confirmEmail.customer).toEqual({ email, confirmation_status: 'ACCOUNT_CONFIRMED' })
    expect((await lastMailTo(email)).subject).toBe('Welcome to Polyplast Kunststoffe')
    const again = await call(CONFIRM, { store: 'en', variables: { email, key } })
    expect(firstError(again.body)).toEqual({ message: 'The account is already active.', category: 'graphql-input' })
    const { body } = await call(TOKEN, { store: 'en', variables: { email, password: PASSWORD } })
    expect(body.data.generateCustomerToken.token).toMatch(/^[0-9a-f]{64}$/)
  })

  it('resends the confirmation mail with a new link; the older one no longer confirms', async () => {
    const email = newEmail()
    await register(email)
    const key = await confirmationKey(email)
    const resend = 'mutation ($email: String!) { resendConfirmationEmail(email: $email) }'
    expect((await data(resend, { variables: { email } })).resendConfirmationEmail).toBe(true)
    const newKey = await confirmationKey(email)
    expect(newKey).not.toBe(key)
    const old = await call(CONFIRM, { store: 'en', variables: { email, key } })
    expect(firstError(old.body).message).toBe('The confirmation token is invalid. Verify the token and try again.')
    expect((await data(CONFIRM, { store: 'en', variables: { email, key: newKey } })).confirmEmail.customer).toEqual({
      email,
      confirmation_status: 'ACCOUNT_CONFIRMED',
    })
  })

  it('refuses a wrong confirmation key', async () => {
    const email = newEmail()
    await register(email)
    const { body } = await call(CONFIRM, { store: 'en', variables: { email, key: 'f'.repeat(64) } })
    expect(firstError(body).message).toBe('The confirmation token is invalid. Verify the token and try again.')
  })

  it('refuses a second account with the same e-mail address, in any letter case', async () => {
    const email = newEmail()
    await register(email)
    const { body } = await register(email.toUpperCase())
    expect(firstError(body)).toEqual({
      message: 'A customer with the same email address already exists in an associated website.',
      category: 'graphql-input',
    })
    const available = await data(AVAILABLE, { variables: { e: email } })
    expect(available.isEmailAvailable.is_email_available).toBe(false)
  })

  it('tells a taken address only where "Enable Guest Checkout Login" is on, as Magento 2.4.7+ does', async () => {
    const email = newEmail()
    await register(email)
    const EN = 2
    const PATH = 'checkout/options/enable_guest_checkout_login'
    const available = async (store: string) =>
      (await data(AVAILABLE, { store, variables: { e: email } })).isEmailAvailable.is_email_available
    await COMMERCE_DB.prepare(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('stores', ?1, ?2, '0')`,
    )
      .bind(EN, PATH)
      .run()
    await cleanCaches()
    try {
      expect(await available('en')).toBe(true)
      expect(await available('de')).toBe(false)
    } finally {
      await COMMERCE_DB.prepare("DELETE FROM core_config_data WHERE scope = 'stores' AND scope_id = ?1 AND path = ?2")
        .bind(EN, PATH)
        .run()
      await cleanCaches()
    }
  })

  it.each([
    ['short', 'abc1', 'The password needs at least 8 characters. Create a new password and try again.'],
    [
      'letters only',
      'Kunststoff',
      'Minimum of different classes of characters in password is 2. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    ],
    [
      'digits only',
      '12345678',
      'Minimum of different classes of characters in password is 2. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    ],
  ])('refuses a weak password (%s)', async (_name, password, message) => {
    const { body } = await register(newEmail(), { password })
    expect(firstError(body)).toEqual({ message, category: 'graphql-input' })
  })

  it('accepts a password of letters and digits (spec §5)', async () => {
    const { body } = await register(newEmail(), { password: 'kunststoff1' })
    expect(body.errors).toBeUndefined()
  })
})

describe('the signed-in customer', () => {
  it('reads and updates the profile', async () => {
    const { email, token } = await signedInCustomer({ taxvat: 'DE123456789', date_of_birth: '1980-04-01', gender: 2 })
    const customer = (await data(CUSTOMER, { token })).customer
    expect(customer).toMatchObject({
      email,
      firstname: 'Erika',
      lastname: 'Muster',
      taxvat: 'DE123456789',
      date_of_birth: '1980-04-01',
      gender: 2,
      is_subscribed: false,
      confirmation_status: 'ACCOUNT_CONFIRMED',
      default_billing: null,
      addresses: [],
      wishlists: [{ id: expect.any(String) }],
      orders: { total_count: 0 },
      reviews: { items: [] },
    })
    const update = `mutation { updateCustomerV2(input: { firstname: "Max", lastname: "Mustermann", taxvat: "DE999" }) {
      customer { firstname lastname taxvat } } }`
    expect((await data(update, { token })).updateCustomerV2.customer).toEqual({
      firstname: 'Max',
      lastname: 'Mustermann',
      taxvat: 'DE999',
    })
  })

  it('has no saved payment tokens: nothing is paid online', async () => {
    const { token } = await signedInCustomer()
    expect(
      (await data('{ customerPaymentTokens { items { public_hash } } }', { token })).customerPaymentTokens,
    ).toEqual({
      items: [],
    })
    const remove = await call('mutation { deletePaymentToken(public_hash: "abc") { result } }', { store: 'en', token })
    expect(firstError(remove.body)).toEqual({
      message: 'Could not find a token using public hash: abc',
      category: 'graphql-no-such-entity',
    })
  })

  it('changes the e-mail address only with the current password, and asks for it at once', async () => {
    const { token } = await signedInCustomer()
    const change =
      'mutation ($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }'
    const wrong = await call(change, { store: 'en', token, variables: { e: newEmail(), p: 'Falsch-123' } })
    expect(firstError(wrong.body)).toEqual({
      message: 'Invalid login or password.',
      category: 'graphql-authentication',
    })
  })

  it('changes the password', async () => {
    const { email, token } = await signedInCustomer()
    const change =
      'mutation ($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }'
    const weak = await call(change, { store: 'en', token, variables: { c: PASSWORD, n: 'kurz1' } })
    expect(firstError(weak.body).message).toBe(
      'The password needs at least 8 characters. Create a new password and try again.',
    )
    expect(
      (await data(change, { token, variables: { c: PASSWORD, n: 'Neues-Passwort-9' } })).changeCustomerPassword,
    ).toEqual({
      email,
    })
    const old = await call(TOKEN, { store: 'en', variables: { email, password: PASSWORD } })
    expect(firstError(old.body).message).toBe(SIGN_IN_FAILED)
    const fresh = await call(TOKEN, { store: 'en', variables: { email, password: 'Neues-Passwort-9' } })
    expect(fresh.body.data.generateCustomerToken.token).toBeTruthy()
  })

  it('revoking the token ends the session', async () => {
    const { token } = await signedInCustomer()
    expect((await data('mutation { revokeCustomerToken { result } }', { token })).revokeCustomerToken).toEqual({
      result: true,
    })
    const { status, body } = await call(CUSTOMER, { store: 'en', token })
    expect(status).toBe(403)
    expect(firstError(body)).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    })
  })

  it('a token expires after oauth/access_token_lifetime/customer (1 hour)', async () => {
    const { token } = await signedInCustomer()
    await COMMERCE_DB.prepare(
      "UPDATE oauth_token SET created_at = datetime('now', '-61 minutes') WHERE entity_id = (SELECT max(entity_id) FROM oauth_token)",
    ).run()
    expect((await call(CUSTOMER, { store: 'en', token })).status).toBe(403)
  })

  it('the token is stored only as its SHA-256', async () => {
    const { token } = await signedInCustomer()
    const stored = await COMMERCE_DB.prepare('SELECT count(*) AS n FROM oauth_token WHERE token = ?')
      .bind(token)
      .first<{ n: number }>()
    expect(stored?.n).toBe(0)
  })
})

describe('sign-in failures', () => {
  it('a wrong password or an unknown e-mail get the same message', async () => {
    const { email } = await signedInCustomer()
    for (const variables of [
      { email, password: 'Falsch-123' },
      { email: newEmail('unbekannt'), password: PASSWORD },
    ]) {
      const { status, body } = await call(TOKEN, { store: 'en', variables })
      expect(status).toBe(401)
      expect(firstError(body)).toEqual({ message: SIGN_IN_FAILED, category: 'graphql-authentication' })
    }
  })

  it('locks the account for 10 minutes after 10 failures within 10 minutes', async () => {
    const { email } = await signedInCustomer()
    for (let i = 0; i < 10; i++) await call(TOKEN, { store: 'en', variables: { email, password: `Falsch-${i}x` } })
    const locked = await call(TOKEN, { store: 'en', variables: { email, password: PASSWORD } })
    expect(firstError(locked.body).message).toBe(SIGN_IN_FAILED)
    await COMMERCE_DB.prepare("UPDATE customer_entity SET lock_expires = datetime('now', '-1 second') WHERE email = ?")
      .bind(email)
      .run()
    const after = await call(TOKEN, { store: 'en', variables: { email, password: PASSWORD } })
    expect(after.body.data.generateCustomerToken.token).toBeTruthy()
  })

  it('answers in the store view language', async () => {
    const { body } = await call(TOKEN, { store: 'de', variables: { email: newEmail(), password: PASSWORD } })
    expect(firstError(body).message).toBe(
      'Die Anmeldung war nicht korrekt oder Ihr Konto ist vorübergehend deaktiviert. Bitte warten Sie und versuchen Sie es später erneut.',
    )
  })
})

describe("the customer's cart", () => {
  const ADD = `mutation ($cart: String!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: "100010", quantity: 2 }]) {
    cart { total_quantity } } }`

  it('customerCart creates the active cart once and keeps it', async () => {
    const { token } = await signedInCustomer()
    const first = (await data('{ customerCart { id total_quantity } }', { token })).customerCart
    const second = (await data('{ customerCart { id } }', { token })).customerCart
    expect(second.id).toBe(first.id)
    const empty = (await data('mutation { createEmptyCart }', { token })).createEmptyCart
    expect(empty).toBe(first.id)
    const guest = await call('mutation { createGuestCart { cart { id } } }', { store: 'en', token })
    expect(firstError(guest.body)).toEqual({
      message: 'Use `Query.customerCart` for logged in customer.',
      category: 'graphql-already-exists',
    })
  })

  it("merges a guest cart into the customer's cart without a destination id", async () => {
    const { token } = await signedInCustomer()
    const guestCart = (await data('mutation { createEmptyCart }')).createEmptyCart
    await data(ADD, { variables: { cart: guestCart } })
    const merged = await data('mutation ($s: String!) { mergeCarts(source_cart_id: $s) { id total_quantity } }', {
      token,
      variables: { s: guestCart },
    })
    const customerCart = (await data('{ customerCart { id total_quantity } }', { token })).customerCart
    expect(merged.mergeCarts).toEqual(customerCart)
    expect(customerCart.total_quantity).toBe(2)
  })
})
