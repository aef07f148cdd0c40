import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Icon } from '../../ui/icon'
import type { QuantityUnit } from '../catalog/quantity'
import { type AddToCartItem, type SelectedVariant, useAddToCart } from './use-add-to-cart'

export interface AddToCartProps {
  /**
   * The product, from the catalogue's view model:
   * - `sku`: the product's sku (for a configurable product the parent's sku);
   * - `name`: shown in the success message;
   * - `typename`: Magento's __typename (`typename` of the card or product view); a type the rules do not know is
   *   refused with 'Product Type {type} not supported…';
   * - `stockStatus`: Magento's stock status (`stockStatus` of the view); for a configurable product the chosen
   *   variant's;
   * - `onlyXLeftInStock`: `onlyXLeft` (null when Magento reports no low stock);
   * - `piecesPerPallet`: turns a pallet quantity into pieces (null: pieces only).
   */
  product: AddToCartItem
  /** A configurable product's chosen variant (`VariantView.sku` and `.optionValueUids`); null until chosen. */
  variant?: SelectedVariant | null
  /** How many, in `unit`s (whole numbers; e.g. from the catalogue's QuantityControl). */
  quantity: number
  /** 'piece' or 'pallet': pallets are multiplied by `product.piecesPerPallet` before anything is checked or sent. */
  unit: QuantityUnit
  /** Called after the product is in the cart (e.g. to reset the quantity). */
  onAdded?: () => void
}

/**
 * The add-to-cart button. The spec's rules (server/cart/add-to-cart-rules.ts) are checked before anything is sent:
 * a configurable product needs a chosen variant; other products must be in stock and not above
 * only_x_left_in_stock. Refusals (by the rules or the backend) appear below the button and as a danger notification,
 * translated; success shows a notification and the header badge counts the new pieces.
 */
export function AddToCart({ product, variant = null, quantity, unit, onAdded }: AddToCartProps) {
  const { t } = useLingui()
  const id = useId()
  const { add, isAdding, error } = useAddToCart()
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button add-to-cart__button"
        aria-describedby={error ? `${id}-error` : undefined}
        aria-busy={isAdding}
        // Not `disabled` while busy: a disabled button drops the keyboard focus to the page.
        aria-disabled={isAdding}
        onClick={async () => {
          if (isAdding) return
          if (await add({ product, variant, quantity, unit })) onAdded?.()
        }}
      >
        <Icon name="cart" />
        <span>{t`Add to cart`}</span>
      </button>
      <p id={`${id}-error`} className="add-to-cart__error" role="status">
        {error}
      </p>
    </div>
  )
}
