import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Icon } from '../../ui/icon'

/**
 * The add-to-cart button: the submit of the order controls' form (src/features/catalog/order-controls.tsx), which
 * checks the quantity and then adds through useAddToCart. The spec's rules are checked before anything is sent: a
 * configurable product needs a chosen variant; other products must be in stock and not above only_x_left_in_stock.
 * Refusals (by the rules or the backend) appear below the button and as a danger notification, translated; success
 * shows a notification and the header badge counts the new pieces.
 */
export function AddToCart({ isAdding, error }: { isAdding: boolean; error: string | null }) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className="add-to-cart">
      <button
        type="submit"
        className="button add-to-cart__button"
        aria-describedby={error ? `${id}-error` : undefined}
        aria-busy={isAdding}
        // Not `disabled` while busy: a disabled button drops the keyboard focus to the page.
        aria-disabled={isAdding}
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
