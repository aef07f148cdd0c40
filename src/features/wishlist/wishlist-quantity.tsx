import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import type { WishlistItemView } from '../../../contract/wishlist'
import { FieldMessage } from '../../ui/form/field-message'
import { type OrderQuantity, piecesOf, quantityFieldProblem } from '../product/quantity'
import { quantityMessages } from '../product/quantity-messages'
import { useWishlist } from './use-wishlist'
import '../../styles/beyond-first-paint.css'

const inUnits = (amount: string): OrderQuantity => ({ amount, unit: 'piece' })

/**
 * How many of the item the wishlist keeps for the next order, in the item's unit. Saved when the field is left or
 * Enter is pressed; a quantity no cart line takes is said at the field and not sent.
 */
export function WishlistQuantity({ item }: { item: WishlistItemView }) {
  const { t, i18n } = useLingui()
  const wishlist = useWishlist()
  const id = useId()
  const [text, setText] = useState(String(item.quantity))
  const [problemShown, setProblemShown] = useState(false)
  // The saved quantity changed (saved here, another tab): the field shows it.
  useEffect(() => setText(String(item.quantity)), [item.quantity])
  const problem = problemShown ? quantityFieldProblem(inUnits(text), null) : null
  const save = () => {
    const quantity = piecesOf(inUnits(text), null)
    setProblemShown(quantity === null)
    if (quantity === null || quantity === item.quantity) return
    // A refused quantity: the field shows the saved one again.
    void wishlist.setQuantity(item, quantity).then((saved) => saved || setText(String(item.quantity)))
  }
  const name = item.product.name
  return (
    <div className="wishlist-quantity">
      <label htmlFor={`${id}-quantity`} className="wishlist-quantity__label">
        {t`Quantity`}
      </label>
      <input
        id={`${id}-quantity`}
        className="input wishlist-quantity__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-label={
          item.product.salesUnit === 'coil' ? t`Quantity of ${name} in coils` : t`Quantity of ${name} in pieces`
        }
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-error`}
        onChange={(event) => {
          setText(event.target.value)
          setProblemShown(false)
        }}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save()
        }}
      />
      <FieldMessage id={`${id}-error`} text={problem ? i18n._(quantityMessages[problem]) : undefined} />
    </div>
  )
}
