import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { useLocale } from '../../i18n/use-locale'
import { CartItemRow } from './cart-item-row'
import { CartTotals } from './cart-totals'
import { CouponForm } from './coupon-form'
import { FreightFacts } from './freight-facts'
import { ProceedButton } from './proceed-button'
import { useSuspenseCart } from './use-suspense-cart'

/** The cart page: lines, coupon, totals and the next step; streamed in behind a skeleton of the same size. */
export function CartPage() {
  return (
    <div className="cart-page" data-cart-view>
      <h1 className="cart-page__title">
        <Trans>Cart</Trans>
      </h1>
      <Suspense fallback={<CartSkeleton />}>
        <CartContent />
      </Suspense>
    </div>
  )
}

function CartContent() {
  const locale = useLocale()
  const { t } = useLingui()
  const cart = useSuspenseCart()
  if (cart.items.length === 0) {
    return (
      <div className="cart-empty">
        <p>
          <Trans>Your cart is empty.</Trans>
        </p>
        <Link to="/$locale" params={{ locale }} className="button">
          <Trans>Back to stock list</Trans>
        </Link>
      </div>
    )
  }
  return (
    <div className="cart-layout">
      <section className="cart-layout__items" aria-label={t`Products in your cart`}>
        <ul className="cart-items">
          {cart.items.map((item) => (
            <CartItemRow key={item.uid} item={item} currency={cart.currency} layout="page" />
          ))}
        </ul>
      </section>
      <aside className="cart-layout__summary">
        <CouponForm appliedCoupon={cart.appliedCoupon} />
        <CartTotals cart={cart} />
        <FreightFacts lines={cart.items} />
        <ProceedButton />
      </aside>
    </div>
  )
}

/** Placeholders in the size of two lines and the summary: nothing moves when the cart arrives. */
export function CartSkeleton() {
  return (
    <div className="cart-layout" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading the cart…</Trans>
      </span>
      <div className="cart-layout__items">
        <ul className="cart-items">
          {[0, 1].map((index) => (
            <li key={index} className="cart-item" data-layout="page" aria-hidden="true">
              <div className="cart-item__image skeleton" />
              <div className="cart-item__details">
                <div className="skeleton skeleton--line" style={{ width: '70%' }} />
                <div className="skeleton skeleton--line" style={{ width: '40%' }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="cart-layout__summary" aria-hidden="true">
        <div className="skeleton cart-skeleton__summary" />
      </div>
    </div>
  )
}
