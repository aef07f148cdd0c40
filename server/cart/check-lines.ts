import { checkAddToCart, piecesFor } from '../../contract/add-to-cart-rules'
import type { ProductCard } from '../../contract/product'
import { unitPriceAt } from '../../contract/product'
import { type CheckedLineView, mergeOrderLines, type OrderLine } from '../../contract/quick-order'
import { CacheNone } from '../cache/strategies'
import type { CommerceClient } from '../commerce/client'
import type { ResultOf } from '../commerce/graphql'
import { lineTotalOf } from '../product/price'
import { productCard } from '../product/product-card'
import { type QuickOrderProductFragment, QuickOrderProductsQuery, QuickOrderVariantQuery } from './operations'

type Found = { product: ProductCard; parentSku: string | null; variants: ProductCard[]; cutToSize: boolean }

/** Item numbers are matched as Magento matches skus: without regard to case. */
const skuKey = (sku: string) => sku.toLocaleLowerCase('en')

/** A configurable product's variants as cards; a variant, which has no page of its own, links to its product's. */
function variantCards(product: ResultOf<typeof QuickOrderProductFragment>, path: string): ProductCard[] {
  if (product.__typename !== 'ConfigurableProduct' || !('choices' in product)) return []
  return (product.choices ?? []).flatMap((variant) =>
    variant?.product ? [{ ...productCard(variant.product), path }] : [],
  )
}

/** A sheet cut to size has a cut list option (an area option, commerce/seed/custom-options.ts). */
const offersCutToSize = (product: ResultOf<typeof QuickOrderProductFragment>) =>
  'options' in product && (product.options ?? []).some((option) => option?.__typename === 'CustomizableAreaOption')

function found(product: ResultOf<typeof QuickOrderProductFragment>): Found {
  const card = productCard(product)
  return {
    product: card,
    parentSku: null,
    variants: variantCards(product, card.path),
    cutToSize: offersCutToSize(product),
  }
}

/** The variant of this item number, with its configurable product's sku, found through the search. */
async function variantBySku(commerce: CommerceClient, sku: string): Promise<Found | null> {
  const { products } = await commerce.query(QuickOrderVariantQuery, { sku }, CacheNone())
  for (const item of products?.items ?? []) {
    if (!item) continue
    const parent = found(item)
    const variant = parent.variants.find((card) => skuKey(card.sku) === skuKey(sku))
    if (variant) return { product: variant, parentSku: parent.product.sku, variants: [], cutToSize: parent.cutToSize }
  }
  return null
}

/**
 * The products of the item numbers: those listed on their own in one products query, then each variant's number
 * through the search (a variant is not listed on its own).
 */
async function productsBySku(commerce: CommerceClient, skus: string[]): Promise<Map<string, Found>> {
  const { products } = await commerce.query(QuickOrderProductsQuery, { skus, pageSize: skus.length }, CacheNone())
  const bySku = new Map<string, Found>()
  for (const item of products?.items ?? []) if (item) bySku.set(skuKey(item.sku ?? ''), found(item))
  const unknown = skus.filter((sku) => !bySku.has(skuKey(sku)))
  const variants = await Promise.all(unknown.map((sku) => variantBySku(commerce, sku)))
  unknown.forEach((sku, i) => {
    const variant = variants[i]
    if (variant) bySku.set(skuKey(sku), variant)
  })
  return bySku
}

/**
 * Each line with its product, fresh from the backend in one query (with the buyer's customer group): its pallets
 * counted in pieces, lines of the same item number merged, its price and total as the cart will charge them (the
 * tier price its quantity reaches) and what the add-to-cart rules say about it. Pallets of an item without a pallet
 * size are not guessed: the line says so.
 */
export async function checkLines(commerce: CommerceClient, lines: readonly OrderLine[]): Promise<CheckedLineView[]> {
  const products = await productsBySku(commerce, [...new Set(lines.map((line) => line.sku))])
  const foundOf = (sku: string) => products.get(skuKey(sku))
  const uncounted = new Set<string>()
  const counted = lines.map(({ sku, quantity, unit }) => {
    const pieces = piecesFor(quantity, unit, foundOf(sku)?.product.piecesPerPallet)
    if (pieces === null) uncounted.add(sku)
    return { sku, quantity: pieces ?? quantity }
  })
  return mergeOrderLines(counted).map(({ sku, quantity }) => {
    const found = foundOf(sku)
    if (!found) {
      const problem = 'PRODUCT_NOT_FOUND'
      return {
        sku,
        quantity,
        product: null,
        parentSku: null,
        variants: [],
        unitPrice: null,
        lineTotal: null,
        problem,
        cutToSize: false,
      }
    }
    const { product } = found
    const refusal = checkAddToCart(product, { quantity })
    const unitPrice = unitPriceAt(product.price.value, product.tierPrices, quantity)
    return {
      sku: product.sku,
      quantity,
      ...found,
      unitPrice,
      lineTotal: lineTotalOf(unitPrice, quantity),
      problem: uncounted.has(sku) ? 'NOT_SOLD_BY_PALLET' : (refusal?.reason ?? null),
    }
  })
}
