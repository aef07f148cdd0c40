import { appConfig } from '../../app.config'
import type { Availability } from '../../contract/product'

interface StockFields {
  stock_status?: 'IN_STOCK' | 'OUT_OF_STOCK' | null
  only_x_left_in_stock?: number | null
  delivery_time?: number | null
}

/**
 * In stock, few in stock (Magento reports a quantity at or below its threshold), out of stock, or upon request
 * (made to order: the shop's "upon request" delivery time).
 */
export function availabilityOf(product: StockFields): Availability {
  if (product.stock_status === 'OUT_OF_STOCK') return 'OUT_OF_STOCK'
  if (product.delivery_time === appConfig.catalogue.uponRequestDeliveryTime) return 'UPON_REQUEST'
  if (product.only_x_left_in_stock != null && product.only_x_left_in_stock > 0) return 'FEW_IN_STOCK'
  return 'IN_STOCK'
}

/** Made to order has no stock to tell of; otherwise Magento's `quantity` (null when the shop hides it). */
export function quantityInStockOf(product: StockFields & { quantity?: number | null }): number | null {
  return availabilityOf(product) === 'UPON_REQUEST' ? null : (product.quantity ?? null)
}
