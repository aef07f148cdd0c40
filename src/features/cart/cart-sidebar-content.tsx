import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { usePanels } from '../../ui/panels/use-panels'
import { CartItemRow } from './cart-item-row'
import { ProceedButton } from './proceed-button'
import { useCart } from './use-cart'

/**
 * Inside the cart sidebar: the lines, the subtotal and any coupon's discount, 'View cart' and the next step. Empty
 * carts show nothing here.
 */
export function CartSidebarContent() {
  const { cart } = useCart()
  const locale = useLocale()
  const panels = usePanels()
  const close = () => panels.close('cartSidebar')
  if (!cart || cart.items.length === 0) return null
  return (
    <div className="cart-sidebar" data-cart-view>
      <ul className="cart-items">
        {cart.items.map((item) => (
          <CartItemRow
            key={item.uid}
            item={item}
            currency={cart.currency}
            layout="sidebar"
            onNavigate={close}
            onEmptied={close}
          />
        ))}
      </ul>
      <div className="cart-sidebar__footer">
        <p className="cart-sidebar__subtotal">
          <span>
            <Trans>Subtotal (excl. VAT)</Trans>
          </span>
          <strong>{formatPrice(cart.prices.subtotalExclTax, locale, cart.currency)}</strong>
        </p>
        {cart.prices.discounts.map((discount) => (
          <p key={discount.label} className="cart-sidebar__subtotal cart-sidebar__discount">
            <span>{discount.label}</span>
            <span>−{formatPrice(discount.amount, locale, cart.currency)}</span>
          </p>
        ))}
        <Link to="/$locale/cart" params={{ locale }} className="button button--secondary" onClick={close}>
          <Trans>View cart</Trans>
        </Link>
        <ProceedButton onNavigate={close} />
      </div>
    </div>
  )
}
