/**
 * addProductsToCart's work, item by item as Magento's AddProductsToCart does: an item that fails is reported in
 * `user_errors` (message and code as Magento words and maps them) and the others are still added. A configurable
 * product is added by its sku with `selected_options` (value uids), by a variant's sku with `parent_sku` (Magento's
 * ConfigurableProductPrecursor), or — the shop's choice — by a variant's sku alone; all three give the same line.
 * Adding what the cart holds already sums the quantities (one atomic upsert), which reads the cart's lines back in
 * the same transaction: the cart the mutation answers needs no further read of them.
 */
import type { Context, Loaded } from '../kernel/context'
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../kernel/errors'
import { __ } from '../kernel/phrase'
import type { CartItemInput } from '../kernel/resolvers-types.generated'
import { configurableValueUid } from '../kernel/uid'
import { maxSaleQty } from './quote-config'
import { addToLine, type QuoteItemRecord, type QuoteRecord } from './quote-repository'
import { type CartUserInputError, stockLimit, userError } from './stock'

type Line = { productId: number; variantId: number; stocked: Loaded<'products'> }
type SkuRow = Loaded<'skus'>

async function findBySku(ctx: Context, skus: string[]): Promise<Map<string, SkuRow>> {
  return new Map((await ctx.loaders.skus.loadMany(skus)).map((r) => [r.sku, r]))
}

/** The variant of a configurable product that the chosen option value uids describe. */
async function variantFor(ctx: Context, parentId: number, uids: (string | null)[]): Promise<Line | CartUserInputError> {
  const [structure, attributes] = await Promise.all([
    ctx.loaders.configurables.load(parentId),
    ctx.loaders.attributes(),
  ])
  const superAttributes = (structure?.attribute_ids ?? []).map((id) => attributes.byId.get(id))
  const chosen = new Set(uids)
  const selected = superAttributes.map((a) =>
    a?.options.find((o) => chosen.has(configurableValueUid(a.attribute_id, o.option_id))),
  )
  if (superAttributes.length === 0 || selected.some((o) => o === undefined)) {
    return userError(__('You need to choose options for your item.'))
  }
  const variants = await ctx.loaders.products.loadMany(structure?.variant_ids ?? [])
  const variant = variants.find((v) =>
    superAttributes.every(
      (a, i) => a && (v as unknown as Record<string, unknown>)[a.attribute_code] === selected[i]?.option_id,
    ),
  )
  if (!variant) return userError(__('The required options you selected are not available.'))
  return { productId: parentId, variantId: variant.entity_id, stocked: variant }
}

async function lineFor(
  ctx: Context,
  item: CartItemInput,
  skus: Map<string, SkuRow>,
): Promise<Line | CartUserInputError> {
  const found = skus.get(item.sku)
  if (!found) return userError(__('Could not find a product with SKU "%1"', item.sku))
  if (item.parent_sku) {
    const parent = skus.get(item.parent_sku)
    if (!parent) return userError(__("The product that was requested doesn't exist. Verify the product and try again."))
    if (parent.type_id !== 'configurable')
      return userError(__('Product %1 is not a configurable product', item.parent_sku))
    if (found.parent_id !== parent.entity_id) {
      return userError(__('Could not match child product %1 with parent %2', item.sku, item.parent_sku))
    }
  }
  if (found.type_id === 'configurable') return variantFor(ctx, found.entity_id, item.selected_options ?? [])
  const stocked = await ctx.loaders.products.load(found.entity_id)
  if (!stocked) return userError(__('Could not find a product with SKU "%1"', item.sku))
  return found.parent_id === null
    ? { productId: found.entity_id, variantId: 0, stocked }
    : { productId: found.parent_id, variantId: found.entity_id, stocked }
}

/** The cart's lines after the item went in, or why it did not. */
async function addItem(
  ctx: Context,
  quote: QuoteRecord,
  item: CartItemInput,
  skus: Map<string, SkuRow>,
): Promise<CartUserInputError | QuoteItemRecord[]> {
  if (!(item.quantity > 0)) return userError(__('The product quantity should be greater than 0'))
  const line = await lineFor(ctx, item, skus)
  if ('code' in line) return line
  const limit = stockLimit(line.stocked, maxSaleQty(ctx))
  if ('code' in limit) return limit
  if (!Number.isInteger(item.quantity)) return userError(__('You cannot use decimal quantity for this product.'))
  const added = await addToLine(ctx.db, { quoteId: quote.entity_id, ...line, qty: item.quantity }, limit.qty)
  return added.qty === null ? userError(limit.message) : added.items
}

export type AddedProducts = {
  quote: QuoteRecord
  errors: CartUserInputError[]
  /** The cart's lines as the last accepted item left them; absent when no item was accepted. */
  lines?: QuoteItemRecord[]
}

/** Adds the items to the cart `cart` settles to; its products are looked up while the cart is. */
export async function addProducts(
  ctx: Context,
  cart: QuoteRecord | Promise<QuoteRecord>,
  items: CartItemInput[],
): Promise<AddedProducts> {
  const [quote, skus] = await Promise.all([
    cart,
    findBySku(
      ctx,
      items.flatMap((i) => (i.parent_sku ? [i.sku, i.parent_sku] : [i.sku])),
    ),
  ])
  const added: AddedProducts = { quote, errors: [] }
  for (const item of items) {
    const outcome = await addItem(ctx, quote, item, skus)
    if ('code' in outcome) added.errors.push(outcome)
    else added.lines = outcome
  }
  return added
}

/**
 * The legacy mutations (addSimpleProductsToCart, addConfigurableProductsToCart) on the same path. Magento's legacy
 * AddProductsToCart throws the first item's problem as a GraphQL error instead of user_errors: an unknown sku as
 * not found, anything else wrapped with the sku (the parent's for a configurable product). It stops there; unlike
 * Magento, which saves the cart only after the last item, the items before it stay in the cart.
 */
export async function addProductsOrThrow(ctx: Context, quote: QuoteRecord, items: CartItemInput[]): Promise<void> {
  for (const item of items) {
    const {
      errors: [error],
    } = await addProducts(ctx, quote, [item])
    if (!error) continue
    if (error.code === 'PRODUCT_NOT_FOUND') throw new GraphQlNoSuchEntityException(error.message)
    const sku = item.parent_sku ?? item.sku
    throw new GraphQlInputException(
      __('Could not add the product with SKU %1 to the shopping cart: %2', sku, error.message),
    )
  }
}
