import { describe, expect, it } from 'vitest'
import { call, data } from './graphql'

const NOT_AUTHORIZED = "The current customer isn't authorized."

async function refusal(query: string, variables: Record<string, unknown> = {}) {
  const { status, body } = await call(query, { store: 'en', variables })
  return { status, message: body.errors?.[0]?.message, category: body.errors?.[0]?.extensions?.category }
}

describe('a guest asking for customer data', () => {
  it.each([
    ['customer', '{ customer { email } }'],
    ['customerOrders', '{ customerOrders { total_count } }'],
    ['customerPaymentTokens', '{ customerPaymentTokens { items { public_hash } } }'],
    ['customerDownloadableProducts', '{ customerDownloadableProducts { items { date } } }'],
  ])('%s is refused as Magento refuses it', async (_name, query) => {
    expect(await refusal(query)).toEqual({ status: 403, message: NOT_AUTHORIZED, category: 'graphql-authorization' })
  })

  it('customerCart is refused with the cart text', async () => {
    expect(await refusal('{ customerCart { id } }')).toEqual({
      status: 403,
      message: 'The request is allowed for logged in customer',
      category: 'graphql-authorization',
    })
  })

  it.each([
    ['createCustomerAddress', 'mutation { createCustomerAddress(input: { city: "Köln" }) { id } }'],
    ['updateCustomerAddress', 'mutation { updateCustomerAddress(id: 1, input: { city: "Köln" }) { id } }'],
    ['deleteCustomerAddress', 'mutation { deleteCustomerAddress(id: 1) }'],
    ['changeCustomerPassword', 'mutation { changeCustomerPassword(currentPassword: "a", newPassword: "b") { email } }'],
    ['updateCustomer', 'mutation { updateCustomer(input: { firstname: "A" }) { customer { email } } }'],
    ['updateCustomerV2', 'mutation { updateCustomerV2(input: { firstname: "A" }) { customer { email } } }'],
    [
      'updateCustomerEmail',
      'mutation { updateCustomerEmail(email: "a@example.com", password: "b") { customer { email } } }',
    ],
    ['revokeCustomerToken', 'mutation { revokeCustomerToken { result } }'],
    ['deletePaymentToken', 'mutation { deletePaymentToken(public_hash: "abc") { result } }'],
  ])('%s is refused', async (_name, mutation) => {
    expect(await refusal(mutation)).toEqual({ status: 403, message: NOT_AUTHORIZED, category: 'graphql-authorization' })
  })

  it.each([
    [
      'addProductsToWishlist',
      'mutation { addProductsToWishlist(wishlistId: "0", wishlistItems: []) { wishlist { id } } }',
    ],
    [
      'removeProductsFromWishlist',
      'mutation { removeProductsFromWishlist(wishlistId: "0", wishlistItemsIds: []) { wishlist { id } } }',
    ],
    [
      'updateProductsInWishlist',
      'mutation { updateProductsInWishlist(wishlistId: "0", wishlistItems: []) { wishlist { id } } }',
    ],
    ['addWishlistItemsToCart', 'mutation { addWishlistItemsToCart(wishlistId: "0") { status } }'],
  ])('%s is refused for a guest', async (_name, mutation) => {
    expect(await refusal(mutation)).toEqual({
      status: 403,
      message: 'The current user cannot perform operations on wishlist',
      category: 'graphql-authorization',
    })
  })

  it('an unknown bearer token fails the whole request', async () => {
    const { status, body } = await call('{ storeConfig { store_code } }', { token: 'f'.repeat(64) })
    expect(status).toBe(403)
    expect(body.errors?.[0]).toMatchObject({ extensions: { category: 'graphql-authorization' } })
  })

  it('the refusal is in the store view language', async () => {
    const { body } = await call('{ customer { email } }', { store: 'de' })
    expect(body.errors?.[0]?.message).toBe('Der aktuelle Kunde ist nicht autorisiert.')
  })
})

describe('isEmailAvailable', () => {
  const QUERY = 'query ($email: String!) { isEmailAvailable(email: $email) { is_email_available } }'

  it('answers true for an address no account has', async () => {
    const result = await data(QUERY, { variables: { email: 'niemand@example.com' } })
    expect(result.isEmailAvailable).toEqual({ is_email_available: true })
  })

  it('refuses an invalid address', async () => {
    const { body } = await call(QUERY, { store: 'en', variables: { email: 'kein-at' } })
    expect(body.errors?.[0]).toMatchObject({ message: 'Email is invalid', extensions: { category: 'graphql-input' } })
  })
})
