import type { Availability, SalesUnit, StockStatus } from '../../../contract/product'
import { checkedBy, useAppForm } from '../../ui/form/form-hook'
import { AddToCart } from '../cart/add-to-cart'
import { quantityMessages } from '../cart/cart-messages'
import { type SelectedVariant, useAddToCart } from '../cart/use-add-to-cart'
import { defaultOrderQuantity, type OrderQuantity, piecesOf, quantityFieldProblem } from './quantity'
import { QuantityControl } from './quantity-control'

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

/**
 * The quantity, in pieces or pallets, and the add-to-cart button below it, on a card or the product page: a form
 * whose quantity is checked when the button is pressed, and again as it is corrected; nothing is added until it is
 * right. After an add the amount starts again at 1.
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
  const form = useAppForm({
    defaultValues: defaultOrderQuantity,
    ...checkedBy(({ value }: { value: OrderQuantity }) => {
      const problem = quantityFieldProblem(value, piecesPerPallet)
      return problem ? { fields: { amount: quantityMessages[problem].id } } : undefined
    }),
    onSubmit: async ({ value, formApi }) => {
      const pieces = piecesOf(value, piecesPerPallet)
      if (pieces === null || isAdding) return
      const item = { ...product, onlyXLeftInStock: product.onlyXLeft }
      if (await add({ product: item, variant, pieces }))
        formApi.reset({ ...value, amount: defaultOrderQuantity.amount })
    },
  })
  const unavailable = disabled || product.availability === 'OUT_OF_STOCK'
  return (
    <form.AppForm>
      <form.Form className="order-controls">
        <QuantityControl
          form={form}
          piecesPerPallet={piecesPerPallet}
          salesUnit={product.salesUnit}
          disabled={unavailable}
        />
        {!unavailable && <AddToCart isAdding={isAdding} error={error} />}
      </form.Form>
    </form.AppForm>
  )
}
