import { workerConfig } from '../../app.config'
import type { Availability } from '../../contract/product'

interface StockFields {
  stock_status?: 'IN_STOCK' | 'OUT_OF_STOCK' | null
  only_x_left_in_stock?: number | null
  quantity?: number | null
  delivery_time?: number | null
  discontinued?: boolean | null
  backorders?: number | null
}

/**
 * Discontinued (the shop's attribute), upon request (made to order: the shop's "upon request" delivery time), out of
 * stock (none in stock: produced on request while Magento's status is IN_STOCK, the backorders), few in stock
 * (Magento reports a quantity at or below its threshold), or in stock.
 */
export function availabilityOf(product: StockFields): Availability {
  if (product.discontinued) return 'DISCONTINUED'
  if (product.stock_status === 'OUT_OF_STOCK') return 'OUT_OF_STOCK'
  if (product.delivery_time === workerConfig.catalogue.uponRequestDeliveryTime) return 'UPON_REQUEST'
  if (product.quantity === 0) return 'OUT_OF_STOCK'
  if (product.only_x_left_in_stock != null && product.only_x_left_in_stock > 0) return 'FEW_IN_STOCK'
  return 'IN_STOCK'
}

/** Made to order has no stock to tell of; otherwise Magento's `quantity` (null when the shop hides it). */
export function quantityInStockOf(product: StockFields): number | null {
  return availabilityOf(product) === 'UPON_REQUEST' ? null : (product.quantity ?? null)
}

/**
 * The most one cart line may hold: none of an item that cannot be requested, the stock of an item sold from stock
 * only (backorders 0), else null: any quantity (up to the line limit), what the stock lacks is produced.
 */
export function orderableQuantityOf(product: StockFields): number | null {
  if (product.stock_status !== 'IN_STOCK' || product.discontinued) return 0
  if (product.backorders !== 0 || availabilityOf(product) === 'UPON_REQUEST') return null
  return product.quantity ?? product.only_x_left_in_stock ?? null
}
