/**
 * What the catalogue says about the products of an order's lines: the unit a line is counted in and the pieces a
 * pallet holds, from the product that is stocked (a configurable product's chosen variant, found by the line's
 * sku). The document draft prices the freight by them and the sales inbox's mail counts the pallets with them.
 */
import type { Context } from '../kernel/context'
import type { OrderItemRecord } from './order-repository'
import { type SalesUnit, salesUnitOf } from './request-summary'

export type ItemFacts = { unit: SalesUnit; piecesPerPallet: number | null }

/** The facts of each order line, by its item id. */
export async function itemFacts(ctx: Context, items: readonly OrderItemRecord[]): Promise<Map<number, ItemFacts>> {
  const facts = await Promise.all(
    items.map(async (item) => {
      const stocked = (await ctx.loaders.skus.load(item.sku))?.entity_id ?? item.product_id
      const product = stocked === null ? undefined : await ctx.loaders.products.load(stocked)
      return [
        item.item_id,
        { unit: salesUnitOf(product?.packaging_unit), piecesPerPallet: product?.pieces_per_pallet ?? null },
      ] as const
    }),
  )
  return new Map(facts)
}
