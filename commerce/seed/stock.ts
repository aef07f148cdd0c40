/**
 * The stock items (Magento's `cataloginventory_stock_item`) and the discontinued items, derived from the products
 * without the catalogue's random stream, so the catalogue stays as it is.
 *
 * Every item takes the store's `cataloginventory/item_options/backorders` (2 = allow and notify the customer): what
 * the stock lacks is produced. Cut-to-size pieces are sold from stock only (backorders 0); the ones the catalogue
 * leaves without stock are formats no longer cut: discontinued, without a delivery time, each naming the next larger
 * format of the same sheet as its successor where one is still cut. The stock status follows Magento's rule
 * (StockStateProvider::verifyStock): an item is in stock while it has a quantity, takes backorders or has no managed
 * stock, and a discontinued item never is.
 */
import type { SeedProduct } from './products.ts'

export type SeedStockItem = {
  product_id: number
  qty: number
  is_in_stock: number
  manage_stock: number
  backorders: number
  use_config_backorders: number
}

export type Discontinued = { discontinued: number; successor_sku: string | null }

const fromStockOnly = (product: SeedProduct) => product.family === 'cut'

const isDiscontinued = (product: SeedProduct) =>
  fromStockOnly(product) && product.stock.manage_stock === 1 && product.stock.qty === 0

/** Cut-to-size pieces are sold from stock only (backorders 0 instead of the store's setting). */
function backorders(product: SeedProduct): Pick<SeedStockItem, 'backorders' | 'use_config_backorders'> {
  return fromStockOnly(product)
    ? { backorders: 0, use_config_backorders: 0 }
    : { backorders: 0, use_config_backorders: 1 }
}

function salable(product: SeedProduct): boolean {
  if (product.variants.length > 0) return product.variants.some(salable)
  if (isDiscontinued(product)) return false
  return product.stock.qty > 0 || product.stock.manage_stock === 0 || !fromStockOnly(product)
}

export function stockItem(product: SeedProduct): SeedStockItem {
  return {
    product_id: product.entity_id,
    ...product.stock,
    is_in_stock: salable(product) ? 1 : 0,
    ...backorders(product),
  }
}

/** Each product's `discontinued` and `successor_sku`: its first up-sell (the next larger format) still made. */
export function discontinuation(products: readonly SeedProduct[]): (product: SeedProduct) => Discontinued {
  const byId = new Map(products.map((p) => [p.entity_id, p]))
  return (product) => {
    if (!isDiscontinued(product)) return { discontinued: 0, successor_sku: null }
    const successor = product.upsell.map((id) => byId.get(id)).find((p) => p && !isDiscontinued(p))
    return { discontinued: 1, successor_sku: successor?.sku ?? null }
  }
}
