/**
 * addProductsToCart's work, item by item as Magento's AddProductsToCart does: an item that fails is reported in
 * `user_errors` (message and code as Magento words and maps them) and the others are still added. A configurable
 * product is added by its sku with `selected_options` (value uids), by a variant's sku with `parent_sku` (Magento's
 * ConfigurableProductPrecursor), or — the shop's choice — by a variant's sku alone; all three give the same line.
 * Adding what the cart holds already sums the quantities (one atomic upsert), which reads the cart's lines back in
 * the same transaction: the cart the mutation answers needs no further read of them.
 *
 * One D1 round trip for the usual add: the cart, the skus (with their products' records), the add of the first item
 * when it is a plain product (judged in SQL as here, see quote-repository.ts's addProductStatement) and the cart's
 * lines with their products' records go in one batch; then the items are judged here on what the batch read, the
 * first one's write taken from the batch. Configurable products and variants are written after, as before.
 */
import type { Context, Loaded } from '../kernel/context'
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../kernel/errors'
import { __ } from '../kernel/phrase'
import type { CartItemInput } from '../kernel/resolvers-types.generated'
import { configurableValueUid } from '../kernel/uid'
import { checkStillUsable, usableCart } from './cart-access'
import { cutLineFor } from './cut-to-size'
import { maxSaleQty, stockLimits } from './quote-config'
import {
  addInBatch,
  addOptionsLine,
  addProductStatement,
  addToLine,
  type CartKey,
  type QuoteItemRecord,
  type QuoteRecord,
} from './quote-repository'
import { type CartUserInputError, stockLimit, userError } from './stock'

type Line = { productId: number; variantId: number; stocked: Loaded<'products'> }
type SkuRow = Loaded<'skus'>

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

/**
 * The cart's lines after the item went in, or why it did not. `written`: the batch's add of the item as a plain
 * product, whether it went in (with the lines it left).
 */
async function addItem(
  ctx: Context,
  quote: QuoteRecord,
  item: CartItemInput,
  skus: Map<string, SkuRow>,
  written?: { added: boolean; lines: QuoteItemRecord[] },
): Promise<CartUserInputError | QuoteItemRecord[]> {
  if (!(item.quantity > 0)) return userError(__('The product quantity should be greater than 0'))
  const line = await lineFor(ctx, item, skus)
  if ('code' in line) return line
  const limit = stockLimit(line.stocked, maxSaleQty(ctx))
  if ('code' in limit) return limit
  const cut = await cutLineFor(ctx, line.productId, line.stocked, {
    entered: (item.entered_options ?? []).filter((o) => o !== null),
    selected: (item.selected_options ?? []).filter((o) => o !== null),
  })
  if (cut && 'code' in cut) return cut
  if (cut) {
    const { productId, variantId } = line
    const cutLine = { quoteId: quote.entity_id, productId, variantId, qty: cut.sheets, options: cut.options }
    const added = await addOptionsLine(ctx.db, cutLine, limit.qty)
    if (added.added) return added.items
    await checkStillUsable(ctx, quote)
    return userError(limit.message)
  }
  if (!Number.isInteger(item.quantity)) return userError(__('You cannot use decimal quantity for this product.'))
  const added =
    written && line.variantId === 0
      ? { qty: written.added ? item.quantity : null, items: written.lines }
      : await addToLine(ctx.db, { quoteId: quote.entity_id, ...line, qty: item.quantity }, limit.qty)
  if (added.qty !== null) return added.items
  await checkStillUsable(ctx, quote)
  return userError(limit.message)
}

export type AddedProducts = {
  quote: QuoteRecord
  errors: CartUserInputError[]
  /** The cart's lines as the items left them. */
  lines: QuoteItemRecord[]
}

/** An item the batch may add as a plain line: a whole quantity of a product without options. */
const isPlain = (item: CartItemInput) =>
  !item.parent_sku &&
  item.quantity > 0 &&
  Number.isInteger(item.quantity) &&
  (item.entered_options ?? []).length === 0 &&
  (item.selected_options ?? []).length === 0

/**
 * Adds the items to the cart behind the masked id (if the caller may use it: Magento's GetCartForUser) or the cart
 * `cart` settles to.
 */
export async function addProducts(
  ctx: Context,
  cart: string | QuoteRecord | Promise<QuoteRecord>,
  items: CartItemInput[],
): Promise<AddedProducts> {
  const key: CartKey =
    typeof cart === 'string' ? { maskedId: cart, customerId: ctx.customer?.customerId ?? null } : { quote: await cart }
  const lookup = ctx.loaders.skuLookup(items.flatMap((i) => (i.parent_sku ? [i.sku, i.parent_sku] : [i.sku])))
  const [first] = items
  const add =
    first && isPlain(first)
      ? addProductStatement(ctx.db, key, { sku: first.sku, qty: first.quantity }, stockLimits(ctx))
      : null
  const batch = await addInBatch(
    ctx.db,
    key,
    { lookup: lookup.statement, add },
    { storeId: ctx.store.store_id, recordsJson: ctx.loaders.productRecordsJson },
  )
  const quote = 'quote' in key ? key.quote : usableCart(key.maskedId, batch.quote ?? null, key.customerId)
  const skus = lookup.read(batch.lookup)
  ctx.loaders.keepProducts(batch.records)
  const added: AddedProducts = { quote, errors: [], lines: batch.lines }
  for (const [index, item] of items.entries()) {
    const written = index === 0 && batch.added !== undefined ? { added: batch.added, lines: batch.lines } : undefined
    const outcome = await addItem(ctx, quote, item, skus, written)
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
