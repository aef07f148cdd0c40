import type { Availability, SalesUnit, StockStatus } from '../../../contract/product'
import { AddToCart } from '../cart/add-to-cart'
import type { SelectedVariant } from '../cart/use-add-to-cart'
import { QuantityControl } from './quantity-control'
import { useQuantity } from './use-quantity'

export interface OrderableProduct {
  sku: string
  name: string
  typename: string
  availability: Availability
  stockStatus: StockStatus | null
  onlyXLeft: number | null
  piecesPerPallet: number | null
  /** Pieces, or coils of welding rod. */
  salesUnit?: SalesUnit
}

/** The quantity, in pieces or pallets, and the add-to-cart button below it, on a card or the product page. */
export function OrderControls({
  product,
  variant = null,
  disabled = false,
}: {
  product: OrderableProduct
  variant?: SelectedVariant | null
  disabled?: boolean
}) {
  const quantity = useQuantity(product.piecesPerPallet)
  const unavailable = disabled || product.availability === 'OUT_OF_STOCK'
  return (
    <div className="order-controls">
      <QuantityControl quantity={quantity} salesUnit={product.salesUnit} disabled={unavailable} />
      {!unavailable && (
        <AddToCart
          product={{
            sku: product.sku,
            name: product.name,
            typename: product.typename,
            stockStatus: product.stockStatus,
            onlyXLeftInStock: product.onlyXLeft,
            piecesPerPallet: product.piecesPerPallet,
          }}
          variant={variant}
          quantity={quantity.count}
          unit={quantity.unit}
          onAdded={quantity.reset}
        />
      )}
    </div>
  )
}
