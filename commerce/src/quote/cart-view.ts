/**
 * What the GraphQL `Cart` shows, built once per cart value and request from the cart's lines, the products (the
 * request's batch loader, store-view values), the coupon's rule and the tax rate of the delivery; prices come from
 * totals.ts. A line's price per piece is the lowest of the final price and the tier prices its quantity reaches
 * (for the cart's customer group), as Magento's quote prices an item.
 */
import type { Context, Loaded } from '../kernel/context'
import type { CurrencyEnum } from '../kernel/resolvers-types.generated'
import { encodeUid } from '../kernel/uid'
import { type CutLineView, cutLineView, cutToSizeResult } from './cut-to-size'
import { currencyCode, maxSaleQty, timeZone } from './quote-config'
import { loadItemOptions, loadItems, type QuoteItemRecord, type QuoteRecord } from './quote-repository'
import { findRuleByCoupon, isRuleValid, type SalesRule, today } from './sales-rule'
import { stockLimit } from './stock'
import { cartTotals } from './totals'

/**
 * The value a `Cart` field resolves to; its view is computed on first use, from `lines` when the mutation that
 * answers the cart read them back with its write.
 */
export type CartSource = { quote: QuoteRecord; lines?: QuoteItemRecord[]; view?: Promise<CartView> }

type Money = { value: number; currency: CurrencyEnum }
type Labelled = { label: string; amount: Money }
/** Magento's Discount: a coupon's rule applies to the items. */
type Discount = Labelled & { applied_to: 'ITEM'; coupon: { code: string } }

export type CartItemView = {
  __typename: 'SimpleCartItem' | 'ConfigurableCartItem'
  /** the quote item id as text (Magento's deprecated `id`) */
  id: string
  uid: string
  quantity: number
  /** whether the stock holds the line's quantity (Magento's `is_available`) */
  is_available: boolean
  /** What the stock lacks of the line's quantity with backorders on (Magento's quote item `qty_backordered`). */
  qty_backordered: number
  product: Loaded<'products'>
  configured_variant: Loaded<'products'> | null
  /** Magento's SelectedCustomizableOption of the line's custom options (a cut list, its edge and offcut). */
  customizable_options: CutLineView['customizableOptions']
  /** The extension `cut_to_size`: the line's cut list nested and priced; null for a line without one. */
  cut_to_size: ReturnType<typeof cutToSizeResult> | null
  prices: {
    price: Money
    original_item_price: Money
    original_row_total: Money
    price_including_tax: Money
    row_total: Money
    row_total_including_tax: Money
    total_item_discount: Money
    discounts: Discount[] | null
  }
}

export type CartView = {
  items: CartItemView[]
  total_quantity: number
  applied_coupons: { code: string }[] | null
  prices: {
    subtotal_excluding_tax: Money
    subtotal_including_tax: Money
    subtotal_with_discount_excluding_tax: Money
    grand_total: Money
    grand_total_excluding_tax: Money
    /** `rate` (percent) is not a `CartTaxItem` field: an order keeps it for its `TaxItem`. */
    applied_taxes: (Labelled & { rate: number })[]
    discounts: Discount[] | null
  }
}

/** The coupon's rule when it applies today, else null (an expired coupon stays stored but gives nothing). */
async function activeRule(ctx: Context, quote: QuoteRecord): Promise<SalesRule | null> {
  if (!quote.coupon_code) return null
  const rule = await findRuleByCoupon(ctx.db, quote.coupon_code, ctx.store.store_id)
  return rule && isRuleValid(rule, today(timeZone(ctx))) ? rule : null
}

/**
 * The addresses VAT follows: the cart's; before it has any, its signed-in customer's default addresses, as Magento
 * estimates a customer's tax by them; else none (the store's country).
 */
async function deliveryOf(ctx: Context, quote: QuoteRecord) {
  const checkout = await ctx.loaders.checkout(quote.entity_id)
  if (checkout.shipping || !ctx.customer || ctx.customer.customerId !== quote.customer_id) return checkout
  const customer = await ctx.loaders.signedInCustomer()
  const saved = (id: number | null) => (id === null ? null : ctx.loaders.customerAddress(id))
  const [shipping, billing] = await Promise.all([saved(customer.default_shipping), saved(customer.default_billing)])
  return { shipping, billing }
}

/**
 * The store's rate, unless the delivery is exempt (an intra-community supply or an export): VAT follows the
 * shipping address and the buyer's VAT ID (tax/vat-rule.ts).
 */
async function cartTaxRate(ctx: Context, quote: QuoteRecord) {
  if (ctx.loaders.vatTreatment(await deliveryOf(ctx, quote)) !== 'domestic') return null
  return ctx.loaders.storeTaxRate()
}

function backordered(product: Loaded<'products'>, qty: number): number {
  return product.manage_stock === 1 && product.backorders > 0 ? Math.max(0, qty - Math.max(0, product.qty)) : 0
}

async function buildView(ctx: Context, { quote, lines: known }: CartSource): Promise<CartView> {
  const [rows, rule, tax] = await Promise.all([
    known ?? loadItems(ctx.db, quote.entity_id),
    activeRule(ctx, quote),
    cartTaxRate(ctx, quote),
  ])
  const products = new Map(
    (await ctx.loaders.products.loadMany(rows.flatMap((r) => [r.product_id, r.variant_id]).filter((id) => id > 0))).map(
      (p) => [p.entity_id, p],
    ),
  )
  const found = rows.flatMap((row) => {
    const product = products.get(row.product_id)
    const variant = row.variant_id > 0 ? products.get(row.variant_id) : undefined
    if (!product || (row.variant_id > 0 && !variant)) return []
    return [{ row, product, variant: variant ?? null, stocked: variant ?? product }]
  })
  const withOptions = rows.filter((r) => r.options_key !== '').map((r) => r.item_id)
  const options = withOptions.length > 0 ? await loadItemOptions(ctx.db, withOptions) : new Map()
  const units = currencySymbol(currencyCode(ctx))
  const lines = await Promise.all(
    found.map(async (l) => {
      const stored = options.get(l.row.item_id)
      const groupId = quote.customer_group_id
      const cut =
        stored &&
        (await cutLineView(ctx, { productId: l.product.entity_id, stocked: l.stocked, stored, groupId, units }))
      // a cut line's price per sheet is the sheet's tier price for that many sheets plus the cutting charge per sheet
      const unitPrice = cut
        ? cut.price.sheetPrice + cut.price.cutChargePerSheet
        : await ctx.loaders.unitPrice(l.stocked, groupId, l.row.qty)
      return { ...l, cut: cut || null, unitCents: Math.round(unitPrice * 100) }
    }),
  )
  const rowsWithCoupon = lines.length > 0 ? rule : null
  const totals = cartTotals(
    lines.map((l) => ({ unitCents: l.unitCents, qty: l.row.qty })),
    rowsWithCoupon && { action: rowsWithCoupon.simple_action, amount: rowsWithCoupon.discount_amount },
    tax?.rate ?? 0,
  )
  const currency = currencyCode(ctx)
  const money = (value: number): Money => ({ value, currency })
  const discountOf = (amount: number) =>
    rowsWithCoupon && amount > 0
      ? [
          {
            label: rowsWithCoupon.label,
            amount: money(amount),
            applied_to: 'ITEM' as const,
            coupon: { code: rowsWithCoupon.code },
          },
        ]
      : null
  return {
    items: lines.map((l, i) => {
      const t = totals.lines[i] as (typeof totals.lines)[number]
      const limit = stockLimit(l.stocked, maxSaleQty(ctx))
      const regularCents = Math.round(l.stocked.price * 100)
      return {
        __typename: l.variant ? 'ConfigurableCartItem' : 'SimpleCartItem',
        id: String(l.row.item_id),
        uid: encodeUid(l.row.item_id),
        quantity: l.row.qty,
        is_available: !('code' in limit) && l.row.qty <= limit.qty,
        qty_backordered: backordered(l.stocked, l.row.qty),
        product: l.product,
        configured_variant: l.variant,
        customizable_options: l.cut?.customizableOptions ?? [],
        cut_to_size: l.cut ? cutToSizeResult(l.cut) : null,
        prices: {
          price: money(t.price),
          original_item_price: money(regularCents / 100),
          original_row_total: money((regularCents * l.row.qty) / 100),
          price_including_tax: money(t.priceInclTax),
          row_total: money(t.rowTotal),
          row_total_including_tax: money(t.rowTotalInclTax),
          total_item_discount: money(t.discount),
          discounts: discountOf(t.discount),
        },
      }
    }),
    total_quantity: lines.reduce((n, l) => n + l.row.qty, 0),
    applied_coupons: rowsWithCoupon ? [{ code: rowsWithCoupon.code }] : null,
    prices: {
      subtotal_excluding_tax: money(totals.subtotal),
      subtotal_including_tax: money(totals.subtotalInclTax),
      subtotal_with_discount_excluding_tax: money(totals.subtotalWithDiscount),
      grand_total: money(totals.grandTotal),
      grand_total_excluding_tax: money(totals.subtotalWithDiscount),
      applied_taxes: tax && totals.tax > 0 ? [{ label: tax.label, amount: money(totals.tax), rate: tax.rate }] : [],
      discounts: discountOf(totals.discount),
    },
  }
}

/** Magento's price unit of a fixed option price: the currency's symbol (€). */
export function currencySymbol(code: string): string {
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code }).formatToParts(0)
  return parts.find((part) => part.type === 'currency')?.value ?? code
}

export function cartView(ctx: Context, source: CartSource): Promise<CartView> {
  source.view ??= buildView(ctx, source)
  return source.view
}
