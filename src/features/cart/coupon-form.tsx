import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useCoupon } from './use-coupon'

/** Apply a coupon code, or show the applied one with a remove button. Refusals appear below the field. */
export function CouponForm({ appliedCoupon }: { appliedCoupon: string | null }) {
  const { t } = useLingui()
  const id = useId()
  const coupon = useCoupon()
  const [code, setCode] = useState('')
  if (appliedCoupon) {
    return (
      <div className="coupon">
        <p className="coupon__applied">
          <Trans>
            Coupon <strong>{appliedCoupon}</strong> applied
          </Trans>
        </p>
        <button type="button" className="button button--secondary" onClick={coupon.remove} disabled={coupon.isPending}>
          <Trans>Remove coupon</Trans>
        </button>
        <p className="coupon__error" role="alert">
          {coupon.error}
        </p>
      </div>
    )
  }
  return (
    <form
      className="coupon"
      onSubmit={(event) => {
        event.preventDefault()
        coupon.apply(code)
      }}
    >
      <label htmlFor={`${id}-code`} className="coupon__label">
        <Trans>Coupon code</Trans>
      </label>
      <div className="coupon__fields">
        <input
          id={`${id}-code`}
          className="input coupon__input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          maxLength={255}
          aria-invalid={coupon.error ? true : undefined}
          aria-describedby={`${id}-error`}
          placeholder={t`e.g. PLATTE10`}
        />
        <button type="submit" className="button" disabled={coupon.isPending || code.trim() === ''}>
          <Trans context="coupon">Apply</Trans>
        </button>
      </div>
      <p id={`${id}-error`} className="coupon__error" role="alert">
        {coupon.error}
      </p>
    </form>
  )
}
