/**
 * What the catalogue says about the products of an order's lines: the unit a line is counted in and the pieces a
 * pallet holds, from the product that is stocked (a configurable product's chosen variant, found by the line's
 * sku), and what a clerk weighs an answer by: the stock now, the list price and the tier prices now. The document
 * draft prices the freight by them, the sales inbox's mail counts the pallets with them and the admin REST order
 * shows them per line.
 */
import type { Context } from '../../kernel/context'
import { type PalletCount, palletCount } from '../freight-table'
import type { OrderItemRecord } from './order-repository'
import { type SalesUnit, salesUnitOf } from './request-summary'

type TierPrice = Awaited<ReturnType<Context['loaders']['tierPrices']>>[number]

export type ItemFacts = {
  unit: SalesUnit
  piecesPerPallet: number | null
  /** The quantity in stock now; null where the stock is not managed (made to order) or the product is gone. */
  stockQty: number | null
  /** The list price per piece now; null where the product is gone. */
  listPrice: number | null
  /** The tier prices now of Magento's General group (the group a registered buyer joins), ascending by quantity. */
  tierPrices: TierPrice[]
}

/** Magento's "General" customer group. */
const GENERAL_GROUP = 1

/** The facts of each order line, by its item id. */
export async function itemFacts(ctx: Context, items: readonly OrderItemRecord[]): Promise<Map<number, ItemFacts>> {
  const facts = await Promise.all(
    items.map(async (item): Promise<[number, ItemFacts]> => {
      const stocked = (await ctx.loaders.skus.load(item.sku))?.entity_id ?? item.product_id
      const product = stocked === null ? undefined : await ctx.loaders.products.load(stocked)
      return [
        item.item_id,
        {
          unit: salesUnitOf(product?.packaging_unit),
          piecesPerPallet: product?.pieces_per_pallet ?? null,
          stockQty: product?.manage_stock ? product.qty : null,
          listPrice: product?.final_price ?? null,
          tierPrices: product ? await ctx.loaders.tierPrices(product, GENERAL_GROUP) : [],
        },
      ]
    }),
  )
  return new Map(facts)
}

/** The order's pallets as the storefront counts them for the buyer: full, part, and the pieces without a pallet size. */
export const orderPallets = (items: readonly OrderItemRecord[], facts: Map<number, ItemFacts>): PalletCount =>
  palletCount(
    items.map((item) => ({ qty: item.qty_ordered, piecesPerPallet: facts.get(item.item_id)?.piecesPerPallet ?? null })),
  )
