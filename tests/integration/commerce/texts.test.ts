/**
 * Texts in the store view's language, as Magento's `__()` with the de_DE language pack: the same failing call answers
 * German in the German store view and English in the English one; categories and codes stay the same.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, data } from './graphql'

const db = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB

const ADD = `mutation ($cartId: String!, $sku: String!, $qty: Float!) {
  addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $qty }]) { user_errors { code message } } }`

describe('texts per store view', () => {
  it('answers an exception in the store view language with the same category', async () => {
    const answers = await Promise.all(
      ['de', 'en'].map(async (store) => (await call('{ cart(cart_id: "nope") { id } }', { store })).body.errors?.[0]),
    )
    expect(answers).toEqual([
      expect.objectContaining({
        message: 'Es konnte kein Warenkorb mit der ID "nope" gefunden werden',
        extensions: { category: 'graphql-no-such-entity' },
      }),
      expect.objectContaining({
        message: 'Could not find a cart with ID "nope"',
        extensions: { category: 'graphql-no-such-entity' },
      }),
    ])
  })

  it('answers user_errors in the store view language with the same code', async () => {
    const few = await db
      .prepare(
        `SELECT e.sku, s.qty FROM catalog_product_entity e JOIN cataloginventory_stock_item s ON s.product_id = e.entity_id
         WHERE e.type_id = 'simple' AND e.visibility = 4 AND s.manage_stock = 1 AND s.is_in_stock = 1
           AND s.qty BETWEEN 3 AND 10 AND s.use_config_backorders = 0 AND s.backorders = 0 ORDER BY e.entity_id LIMIT 1`,
      )
      .first<{ sku: string; qty: number }>()
    const cartId = (await data('mutation { createEmptyCart }')).createEmptyCart as string
    const refused = async (store: string) =>
      (await data(ADD, { variables: { cartId, sku: few?.sku, qty: (few?.qty ?? 0) + 1 }, store })).addProductsToCart
        .user_errors
    expect(await refused('de')).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: 'Die angeforderte Menge ist nicht verfügbar' },
    ])
    expect(await refused('en')).toEqual([{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }])
  })
})
