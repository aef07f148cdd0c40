/**
 * Fields of a product value (a ProductRecord) shared by SimpleProduct and ConfigurableProduct: stock, prices,
 * images, categories, url rewrites, links and custom attributes. Links and variants go through the request's
 * batch loaders.
 */
import type { Context, Loaded } from '../kernel/context'
import type {
  AttributeFilterInput,
  CurrencyEnum,
  ProductInterfaceResolvers,
  RoutableInterfaceResolvers,
} from '../kernel/resolvers-types.generated'
import { encodeUid } from '../kernel/uid'
import type { AttributeIndex } from './attribute-repository'
import { mediaGallery } from './media-gallery'
import type { ProductRecord, ProductSource } from './product-repository'
import { storeViewUrls } from './store-view-urls'

type CategoryRecord = Loaded<'categories'>['ordered'][number]

export const locale = (ctx: Context) => ctx.registry.config(ctx.store, 'general/locale/code') ?? 'de_DE'
const suffix = (ctx: Context) => ctx.registry.config(ctx.store, 'catalog/seo/product_url_suffix') ?? ''
const mediaUrl = (ctx: Context) => ctx.registry.config(ctx.store, 'web/secure/base_media_url') ?? '/media/'
/** The configuration holds an ISO 4217 code. */
const currency = (ctx: Context) => (ctx.registry.config(ctx.store, 'currency/options/base') ?? 'EUR') as CurrencyEnum

const round2 = (n: number) => Math.round(n * 100) / 100

function productPrice(regular: number, final: number, currencyCode: CurrencyEnum) {
  const amountOff = round2(Math.max(0, regular - final))
  return {
    regular_price: { value: regular, currency: currencyCode },
    final_price: { value: final, currency: currencyCode },
    discount: { amount_off: amountOff, percent_off: regular > 0 ? round2((amountOff / regular) * 100) : 0 },
  }
}

async function priceRange(p: ProductRecord, ctx: Context) {
  const code = currency(ctx)
  if (p.type_id !== 'configurable') {
    const price = productPrice(p.price, p.final_price, code)
    return { minimum_price: price, maximum_price: price }
  }
  const variants = await variantsOf(p, ctx)
  const regular = variants.map((v) => v.price)
  return {
    minimum_price: productPrice(Math.min(...regular), p.min_price, code),
    maximum_price: productPrice(Math.max(...regular), p.max_price, code),
  }
}

export async function variantsOf(p: ProductRecord, ctx: Context): Promise<ProductRecord[]> {
  const structure = await ctx.loaders.configurables.load(p.entity_id)
  return ctx.loaders.products.loadMany(structure?.variant_ids ?? [])
}

/** Option attributes of custom_attributesV2 give their selected option; the others their value as text. */
function customAttributes(p: ProductRecord, attributes: AttributeIndex, filters: AttributeFilterInput | null) {
  const items = []
  for (const a of attributes.all) {
    if (a.attribute_code === 'price') continue
    const matches = Object.entries(filters ?? {}).every(
      ([flag, wanted]) => wanted == null || Boolean((a as unknown as Record<string, unknown>)[flag]) === wanted,
    )
    const value = (p as unknown as Record<string, number | null>)[a.attribute_code]
    if (!matches || value == null) continue
    if (a.frontend_input === 'select') {
      const option = attributes.option(value)
      items.push({
        __typename: 'AttributeSelectedOptions' as const,
        code: a.attribute_code,
        selected_options: [
          { __typename: 'AttributeSelectedOption' as const, label: option?.label ?? '', value: String(value) },
        ],
      })
    } else {
      items.push({ __typename: 'AttributeValue' as const, code: a.attribute_code, value: String(value) })
    }
  }
  return { items, errors: [] }
}

function categoriesOf(p: ProductRecord, index: { byId: Map<number, CategoryRecord> }) {
  return p.category_ids
    .map((id) => index.byId.get(id))
    .filter((c): c is CategoryRecord => c?.is_active === 1)
    .map((c) => ({ ...c, __typename: 'CategoryTree' }))
}

/** Magento's product url rewrites: <url_key><suffix> and <category url path>/<url_key><suffix> per category. */
async function urlRewrites(p: ProductRecord, ctx: Context) {
  if (p.visibility === 1 || !p.url_key) return []
  const index = await ctx.loaders.categories()
  const id = { name: 'id', value: String(p.entity_id) }
  const rewrites = [{ url: `${p.url_key}${suffix(ctx)}`, parameters: [id] }]
  const seen = new Set<number>()
  for (const category of categoriesOf(p, index)) {
    for (const c of [...index.ancestors(category), category]) {
      if (seen.has(c.id) || !c.url_path) continue
      seen.add(c.id)
      rewrites.push({
        url: `${c.url_path}/${p.url_key}${suffix(ctx)}`,
        parameters: [id, { name: 'category', value: String(c.id) }],
      })
    }
  }
  return rewrites
}

/** The store view's code in picture urls, except for the default store view (whose pictures keep plain urls). */
const pictureStore = (ctx: Context) =>
  ctx.store.store_id === ctx.registry.resolve(null).store_id ? null : ctx.store.code

export const gallery = (p: ProductRecord, ctx: Context) =>
  mediaGallery(mediaUrl(ctx), p.sku, p.name ?? p.sku, locale(ctx), pictureStore(ctx))
const mainImage = (p: ProductRecord, ctx: Context) => ({ ...gallery(p, ctx)[0], label: p.name })
const linked = (type: 'related' | 'upsell') => async (p: ProductRecord, _a: unknown, ctx: Context) => {
  const links = await ctx.loaders.productLinks.load(p.entity_id)
  return ctx.loaders.products.loadMany(links?.[type] ?? [])
}

const STOCK_THRESHOLD = 'cataloginventory/options/stock_threshold_qty'
/** Magento's NotAvailableMessage: 1 = "Only X of Y available", 2 = "Not enough items for sale" (hides quantities). */
const NOT_AVAILABLE_MESSAGE = 'cataloginventory/options/not_available_message'
const NOT_ENOUGH_ITEMS = 2

/**
 * Magento 2.4.7+'s QuantityResolver: the stock item's quantity, null when the store words unavailability as "Not
 * enough items for sale"; a configurable product's is the sum of its variants'.
 */
async function stockQuantity(p: ProductRecord, ctx: Context): Promise<number | null> {
  if (ctx.registry.configInt(ctx.store, NOT_AVAILABLE_MESSAGE) === NOT_ENOUGH_ITEMS) return null
  if (p.type_id !== 'configurable') return p.qty
  return (await variantsOf(p, ctx)).reduce((sum, v) => sum + v.qty, 0)
}

/** Magento's price_tiers: the customer group's tiers with their discount off the regular price. */
async function priceTiers(p: ProductRecord, ctx: Context) {
  if (p.type_id === 'configurable') return []
  const code = currency(ctx)
  const tiers = await ctx.loaders.tierPrices(p, ctx.customer?.groupId ?? 0)
  return tiers.map((tier) => {
    const amountOff = round2(Math.max(0, p.price - tier.price))
    return {
      quantity: tier.qty,
      final_price: { value: tier.price, currency: code },
      discount: { amount_off: amountOff, percent_off: p.price > 0 ? round2((amountOff / p.price) * 100) : 0 },
    }
  })
}
/** Magento's default backorders of items that use the configuration (0 = no, 1 = allow, 2 = allow and notify). */
export const configBackorders = (ctx: Context) =>
  ctx.registry.configInt(ctx.store, 'cataloginventory/item_options/backorders') ?? 0

/** The quantities one cart line may hold (cataloginventory/item_options, Magento's defaults 1 and 10000). */
const saleQty = (ctx: Context, bound: 'min' | 'max') =>
  ctx.registry.configInt(ctx.store, `cataloginventory/item_options/${bound}_sale_qty`) ?? (bound === 'min' ? 1 : 10000)

/** A product as a RoutableInterface (the product types that are routable: SimpleProduct, ConfigurableProduct). */
export const routableProductFields: RoutableInterfaceResolvers<Context, ProductSource> = {
  /** route() answers the path it was asked for (a category path variant included). */
  relative_url: (p, _a, ctx) => p.request_path ?? (p.visibility === 1 ? null : `${p.url_key}${suffix(ctx)}`),
  type: () => 'PRODUCT',
  redirect_code: () => 0,
}

/** The fields every product type shares (registered on ProductInterface, so every product type resolves them). */
export const productFields: ProductInterfaceResolvers = {
  id: (p) => p.entity_id,
  uid: (p) => encodeUid(p.entity_id),
  type_id: (p) => p.type_id,
  /** sales/gift_options/allow_items: gift messages are off in this shop, as in Magento's default configuration. */
  gift_message_available: () => false,
  min_sale_qty: (_p, _a, ctx) => saleQty(ctx, 'min'),
  max_sale_qty: (_p, _a, ctx) => saleQty(ctx, 'max'),
  stock_status: (p) => (p.is_in_stock === 1 ? 'IN_STOCK' : 'OUT_OF_STOCK'),
  discontinued: (p) => p.discontinued === 1,
  only_x_left_in_stock: (p, _a, ctx) => {
    const threshold = Number(ctx.registry.config(ctx.store, STOCK_THRESHOLD) ?? 0)
    const managed = p.type_id === 'simple' && p.manage_stock === 1 && p.is_in_stock === 1 && p.backorders === 0
    return managed && threshold > 0 && p.qty > 0 && p.qty <= threshold ? p.qty : null
  },
  quantity: (p, _a, ctx) => stockQuantity(p, ctx),
  price_tiers: (p, _a, ctx) => priceTiers(p, ctx),
  description: (p) => ({ html: p.description ?? '' }),
  short_description: (p) => ({ html: p.short_description ?? '' }),
  image: (p, _a, ctx) => mainImage(p, ctx),
  small_image: (p, _a, ctx) => mainImage(p, ctx),
  thumbnail: (p, _a, ctx) => mainImage(p, ctx),
  media_gallery: (p, _a, ctx) => gallery(p, ctx),
  price_range: (p, _a, ctx) => priceRange(p, ctx),
  special_price: (p) => p.special_price,
  categories: async (p, _a, ctx) => categoriesOf(p, await ctx.loaders.categories()),
  url_suffix: (_p, _a, ctx) => suffix(ctx),
  url_rewrites: (p, _a, ctx) => urlRewrites(p, ctx),
  canonical_url: (p, _a, ctx) => (p.visibility === 1 ? null : `${p.url_key}${suffix(ctx)}`),
  store_view_urls: (p, _a, ctx) => storeViewUrls(p, ctx),
  related_products: linked('related'),
  upsell_products: linked('upsell'),
  custom_attributesV2: async (p, args, ctx) =>
    customAttributes(p, await ctx.loaders.attributes(), args.filters ?? null),
}
