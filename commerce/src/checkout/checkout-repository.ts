/** A cart's addresses and payment in D1 (all SQL of the checkout domain). */
import { eq } from 'drizzle-orm'
import type { Database } from '../kernel/database'
import { quoteAddress, quotePayment } from './tables'

export type CartAddressRecord = typeof quoteAddress.$inferSelect
export type CartAddressValues = Omit<typeof quoteAddress.$inferInsert, 'address_id' | 'quote_id' | 'address_type'>
export type CartPaymentRecord = typeof quotePayment.$inferSelect

export type CheckoutRecord = {
  shipping: CartAddressRecord | null
  billing: CartAddressRecord | null
  payment: CartPaymentRecord | null
}

/** The cart's addresses and payment in one D1 round trip. */
export async function loadCheckout(db: Database, quoteId: number): Promise<CheckoutRecord> {
  const [addresses, payments] = await db.batch([
    db.select().from(quoteAddress).where(eq(quoteAddress.quote_id, quoteId)),
    db.select().from(quotePayment).where(eq(quotePayment.quote_id, quoteId)),
  ])
  return {
    shipping: addresses.find((a) => a.address_type === 'shipping') ?? null,
    billing: addresses.find((a) => a.address_type === 'billing') ?? null,
    payment: payments[0] ?? null,
  }
}

/** Sets the cart's address of this type (replacing the one before; a new shipping address drops the method). */
export async function saveAddress(
  db: Database,
  quoteId: number,
  type: 'shipping' | 'billing',
  values: CartAddressValues,
): Promise<void> {
  const row = { ...values, quote_id: quoteId, address_type: type, shipping_method: null }
  await db
    .insert(quoteAddress)
    .values(row)
    .onConflictDoUpdate({ target: [quoteAddress.quote_id, quoteAddress.address_type], set: row })
}

/** Sets the shipping method (`<carrier>_<method>`) on the cart's shipping address. */
export async function saveShippingMethod(db: Database, addressId: number, method: string): Promise<void> {
  await db.update(quoteAddress).set({ shipping_method: method }).where(eq(quoteAddress.address_id, addressId))
}

export async function savePayment(db: Database, payment: CartPaymentRecord): Promise<void> {
  await db.insert(quotePayment).values(payment).onConflictDoUpdate({ target: quotePayment.quote_id, set: payment })
}
