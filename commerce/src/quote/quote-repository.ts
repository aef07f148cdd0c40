/**
 * Carts and their lines in D1. D1 has no interactive transactions, so every write that depends on what is already
 * there is one statement (an upsert, a conditional update, compare-and-set) or one `batch` (a transaction):
 * concurrent requests on one cart can neither lose a line nor a quantity.
 */
import type { Database } from '../kernel/database'

export type QuoteRecord = {
  entity_id: number
  masked_id: string
  store_id: number
  customer_id: number | null
  customer_group_id: number
  is_active: number
  coupon_code: string | null
}

type QuoteItemRecord = { item_id: number; product_id: number; variant_id: number; qty: number }

const QUOTE = 'entity_id, masked_id, store_id, customer_id, customer_group_id, is_active, coupon_code'
const ITEM = 'item_id, product_id, variant_id, qty'

/** A new guest cart, or null when the masked id is taken. */
export function insertQuote(db: Database, maskedId: string, storeId: number): Promise<QuoteRecord | null> {
  return db.$client
    .prepare(
      `INSERT INTO quote (masked_id, store_id) VALUES (?1, ?2) ON CONFLICT (masked_id) DO NOTHING RETURNING ${QUOTE}`,
    )
    .bind(maskedId, storeId)
    .first<QuoteRecord>()
}

export function findQuote(db: Database, maskedId: string): Promise<QuoteRecord | null> {
  return db.$client.prepare(`SELECT ${QUOTE} FROM quote WHERE masked_id = ?1`).bind(maskedId).first<QuoteRecord>()
}

export async function loadItems(db: Database, quoteId: number): Promise<QuoteItemRecord[]> {
  const { results } = await db.$client
    .prepare(`SELECT ${ITEM} FROM quote_item WHERE quote_id = ?1 ORDER BY item_id`)
    .bind(quoteId)
    .all<QuoteItemRecord>()
  return results
}

export function findItem(db: Database, quoteId: number, itemId: number): Promise<QuoteItemRecord | null> {
  return db.$client
    .prepare(`SELECT ${ITEM} FROM quote_item WHERE quote_id = ?1 AND item_id = ?2`)
    .bind(quoteId, itemId)
    .first<QuoteItemRecord>()
}

/**
 * Adds `qty` to the cart's line of this product and variant, creating it if needed — one upsert, so parallel adds
 * sum up. Refused (null) when the line would exceed `limit`; otherwise the line's new quantity.
 */
export async function addToLine(
  db: Database,
  line: { quoteId: number; productId: number; variantId: number; qty: number },
  limit: number,
): Promise<number | null> {
  const row = await db.$client
    .prepare(
      `INSERT INTO quote_item (quote_id, product_id, variant_id, qty) SELECT ?1, ?2, ?3, ?4 WHERE ?4 <= ?5
       ON CONFLICT (quote_id, product_id, variant_id) DO UPDATE
         SET qty = quote_item.qty + excluded.qty, updated_at = CURRENT_TIMESTAMP
         WHERE quote_item.qty + excluded.qty <= ?5
       RETURNING qty`,
    )
    .bind(line.quoteId, line.productId, line.variantId, line.qty, limit)
    .first<{ qty: number }>()
  return row?.qty ?? null
}

/** Sets a line's quantity; false when the line is gone. */
export async function setItemQty(db: Database, quoteId: number, itemId: number, qty: number): Promise<boolean> {
  const result = await db.$client
    .prepare('UPDATE quote_item SET qty = ?3, updated_at = CURRENT_TIMESTAMP WHERE quote_id = ?1 AND item_id = ?2')
    .bind(quoteId, itemId, qty)
    .run()
  return result.meta.changes > 0
}

/** Deletes a line; false when it was not in the cart. */
export async function deleteItem(db: Database, quoteId: number, itemId: number): Promise<boolean> {
  const result = await db.$client
    .prepare('DELETE FROM quote_item WHERE quote_id = ?1 AND item_id = ?2')
    .bind(quoteId, itemId)
    .run()
  return result.meta.changes > 0
}

/** Compare-and-set of the cart's coupon: changes it only if it still is `expected`. */
export async function swapCoupon(
  db: Database,
  quoteId: number,
  expected: string | null,
  code: string | null,
): Promise<boolean> {
  const result = await db.$client
    .prepare(
      'UPDATE quote SET coupon_code = ?3, updated_at = CURRENT_TIMESTAMP WHERE entity_id = ?1 AND coupon_code IS ?2',
    )
    .bind(quoteId, expected, code)
    .run()
  return result.meta.changes > 0
}

export async function clearCoupon(db: Database, quoteId: number): Promise<void> {
  await db.$client
    .prepare('UPDATE quote SET coupon_code = NULL, updated_at = CURRENT_TIMESTAMP WHERE entity_id = ?1')
    .bind(quoteId)
    .run()
}

/**
 * Moves the guest cart's lines into the customer's cart in one transaction (Magento's Quote::merge): equal lines
 * add up, capped at what the product may have in a cart (stock of managed products, else `maxSaleQty`); the
 * guest's coupon is kept when the customer's cart has none; the guest cart becomes inactive.
 */
export async function mergeQuotes(db: Database, sourceId: number, destinationId: number, maxSaleQty: number) {
  const d1 = db.$client
  const limit = `min(?3, coalesce((SELECT CASE WHEN s.manage_stock = 1 THEN s.qty END FROM cataloginventory_stock_item s
      WHERE s.product_id = CASE excluded.variant_id WHEN 0 THEN excluded.product_id ELSE excluded.variant_id END), ?3))`
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO quote_item (quote_id, product_id, variant_id, qty)
         SELECT ?2, product_id, variant_id, qty FROM quote_item WHERE quote_id = ?1 ORDER BY item_id
         ON CONFLICT (quote_id, product_id, variant_id) DO UPDATE
           SET qty = min(quote_item.qty + excluded.qty, ${limit}), updated_at = CURRENT_TIMESTAMP`,
      )
      .bind(sourceId, destinationId, maxSaleQty),
    d1
      .prepare(
        `UPDATE quote SET coupon_code = coalesce(coupon_code, (SELECT coupon_code FROM quote WHERE entity_id = ?1)),
           updated_at = CURRENT_TIMESTAMP WHERE entity_id = ?2`,
      )
      .bind(sourceId, destinationId),
    d1.prepare('UPDATE quote SET is_active = 0, updated_at = CURRENT_TIMESTAMP WHERE entity_id = ?1').bind(sourceId),
  ])
}
