import { type FormEvent, useRef } from 'react'
import { isRequestable } from '../../../contract/add-to-cart-rules'
import type { Availability, SalesUnit, StockStatus } from '../../../contract/product'
import { focusFirstError } from '../../ui/form/focus-first-error'
import { afterNextPaint } from '../../ui/next-paint'
import { AddToCart } from '../cart/add-to-cart'
import { type SelectedVariant, useAddToCart } from '../cart/use-add-to-cart'
import { QuantityControl } from '../product/quantity-control'
import { useOrderQuantity } from '../product/use-order-quantity'

export interface OrderableProduct {
  sku: string
  name: string
  typename: string
  availability: Availability
  stockStatus: StockStatus | null
  orderableQuantity: number | null
  piecesPerPallet: number | null
  /** Pieces, or coils of welding rod. */
  salesUnit?: SalesUnit
}

/**
 * The quantity, in pieces or pallets, and the add-to-cart button below it, on a card or the product page: a form
 * whose quantity is checked when the button is pressed, and again as it is corrected; nothing is added until it is
 * right (the field takes the focus). After an add the amount starts again at 1. The press is handled after the tap's
 * paint, so the tap shows at once.
 */
export function OrderControls({
  product,
  variant = null,
  disabled = false,
}: {
  product: OrderableProduct
  variant?: SelectedVariant | null
  disabled?: boolean
}) {
  const { add, isAdding, error } = useAddToCart()
  const { piecesPerPallet } = product
  const order = useOrderQuantity(piecesPerPallet)
  const formElement = useRef<HTMLFormElement>(null)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The tap paints first: checking the quantity and starting the add re-render the controls.
    await afterNextPaint()
    const pieces = order.press()
    if (pieces === null) return focusFirstError(formElement.current)
    if (isAdding) return
    if (await add({ product, variant, pieces })) order.reset()
  }
  const unavailable = disabled || !isRequestable(product)
  return (
    <form ref={formElement} className="order-controls" noValidate onSubmit={submit}>
      <QuantityControl
        order={order}
        piecesPerPallet={piecesPerPallet}
        salesUnit={product.salesUnit}
        disabled={unavailable}
      />
      {!unavailable && <AddToCart isAdding={isAdding} error={error} />}
    </form>
  )
}
