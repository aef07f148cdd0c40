import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { appConfig } from '../../../app.config'
import { formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { WithAllTexts } from '../../i18n/with-all-texts'
import { useDialogTrigger } from '../../ui/dialog'
import { Icon } from '../../ui/icon'
import { UnitCount } from '../product/sales-unit'
import { CutListSummary } from './cut-list-summary'
import { QuantityStepper } from './quantity-stepper'
import { RemoveItemDialog } from './remove-item-dialog'
import { StockSplit } from './stock-split'
import type { CartItemView } from './use-cart'
import { useCartItem } from './use-cart-item'

// The cut list's editor (the rule, the nesting, the form) is a chunk of its own, loaded as the buyer reaches for it.
const loadCutLineEditor = () => import('./cut-line-editor').then((module) => ({ default: module.CutLineEditor }))
const CutLineEditor = lazy(loadCutLineEditor)

interface CartItemRowProps {
  item: CartItemView
  currency: string
  /** `sidebar`: a compact line for the cart sidebar; `page`: the cart page's line. */
  layout: 'sidebar' | 'page'
  /** Following a product link (the sidebar closes). */
  onNavigate?: () => void
  /** The last line was removed (the sidebar closes; the visitor goes to the stock list). */
  onEmptied?: () => void
}

/** A cart line: picture, name and options, pieces (stepper), row total, remove. */
export function CartItemRow({ item, currency, layout, onNavigate, onEmptied }: CartItemRowProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const line = useCartItem(item, { onEmptied })
  // The remove button asks in a dialog: it loads as the buyer reaches for the line.
  const removalDialog = useDialogTrigger()
  const { width, height } = appConfig.imageSizes.cart
  const link = { to: '/$locale/$', params: { locale, _splat: item.urlPath } } as const
  const name = item.name || item.sku
  const { sku, piecesPerPallet } = item
  const unitPrice = formatPrice(item.price, locale, currency)
  const row = useRef<HTMLLIElement>(null)
  // The line leaves with its remove button: the focus goes to the next line's link (or the one before), not the page.
  const removeAndMoveFocus = () => {
    const neighbour = row.current?.nextElementSibling ?? row.current?.previousElementSibling
    const target = neighbour?.querySelector<HTMLElement>('.cart-item__name')
    void line.remove()
    if (target) requestAnimationFrame(() => target.focus())
  }
  return (
    <li ref={row} className="cart-item" data-layout={layout} aria-busy={line.isRemoving} {...removalDialog}>
      <Link {...link} className="cart-item__image" tabIndex={-1} aria-hidden="true" onClick={onNavigate}>
        {item.image ? (
          <img src={item.image.url} alt="" width={width} height={height} loading="lazy" decoding="async" />
        ) : null}
      </Link>
      <div className="cart-item__details">
        <Link {...link} className="cart-item__name" onClick={onNavigate}>
          {name}
        </Link>
        <p className="cart-item__sku">
          <Trans>Item no. {sku}</Trans>
        </p>
        {item.options.length > 0 && (
          <dl className="cart-item__options">
            {item.options.map((option) => (
              <div key={option.label}>
                <dt>{option.label}:</dt> <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="cart-item__price">
          {item.cutList ? (
            <Trans>{unitPrice} per sheet with its cutting</Trans>
          ) : item.salesUnit === 'coil' ? (
            <Trans>{unitPrice} per coil</Trans>
          ) : (
            <Trans>{unitPrice} per piece</Trans>
          )}
          {piecesPerPallet ? (
            <>
              {' · '}
              <Trans>
                <UnitCount count={piecesPerPallet} unit={item.salesUnit} /> per pallet
              </Trans>
            </>
          ) : null}
        </p>
        {item.cutList && <CutListOfLine item={item} cutList={item.cutList} currency={currency} name={name} />}
        <StockSplit line={item} className="cart-item__stock" />
      </div>
      <div className="cart-item__quantity">
        {item.cutList ? (
          // The sheets follow from the pieces: the cut list changes, not the quantity.
          <span className="cart-item__sheets">
            <Plural value={item.quantity} one="# sheet" other="# sheets" />
            <span className="note">
              <Trans>The sheets follow from the pieces.</Trans>
            </span>
          </span>
        ) : (
          <QuantityStepper
            value={line.quantity}
            onChange={line.setQuantity}
            onRefused={line.withdraw}
            onIncrement={line.increment}
            onDecrement={line.decrement}
            canDecrement={line.canDecrement}
            label={item.salesUnit === 'coil' ? t`Quantity of ${name} in coils` : t`Quantity of ${name} in pieces`}
            disabled={line.isRemoving}
          />
        )}
      </div>
      <div className="cart-item__total">
        <span className="visually-hidden">
          <Trans>Row total</Trans>
        </span>
        <span className="cart-item__row-total">{formatPrice(item.rowTotal, locale, currency)}</span>
        {item.discounts.map((discount) => (
          <span key={discount.label} className="cart-item__discount">
            {discount.label}: −{formatPrice(discount.amount, locale, currency)}
          </span>
        ))}
      </div>
      <button
        type="button"
        className="icon-button cart-item__remove"
        onClick={line.askToRemove}
        disabled={line.isRemoving}
      >
        <Icon name="close" />
        <span className="visually-hidden">
          <Trans>Remove {name}</Trans>
        </span>
      </button>
      <RemoveItemDialog
        open={line.confirmingRemoval}
        productName={name}
        onConfirm={removeAndMoveFocus}
        onCancel={line.cancelRemoval}
      />
    </li>
  )
}

interface CutListOfLineProps {
  item: CartItemView
  cutList: NonNullable<CartItemView['cutList']>
  currency: string
  name: string
}

/** A cut line's pieces and figures, and "Edit cut list", which opens them in the editor in their place. */
function CutListOfLine({ item, cutList, currency, name }: CutListOfLineProps) {
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  // Once the editor has closed and the button is back (not before: a busy browser may paint first), it takes the focus.
  const focusEditButton = useRef(false)
  useEffect(() => {
    if (editing || !focusEditButton.current) return
    focusEditButton.current = false
    editButton.current?.focus()
  }, [editing])
  const close = () => {
    focusEditButton.current = true
    setEditing(false)
  }
  if (editing) {
    return (
      <Suspense
        fallback={
          <p aria-busy="true">
            <Trans>Loading the cut list…</Trans>
          </p>
        }
      >
        <WithAllTexts>
          <CutLineEditor line={{ uid: item.uid, sku: item.sku, name }} cutList={cutList} onClose={close} />
        </WithAllTexts>
      </Suspense>
    )
  }
  return (
    <>
      <CutListSummary cutList={cutList} currency={currency} />
      <button
        ref={editButton}
        type="button"
        className="button button--secondary cart-item__edit-cut-list"
        aria-expanded="false"
        onPointerEnter={() => void loadCutLineEditor()}
        onFocus={() => void loadCutLineEditor()}
        onClick={() => setEditing(true)}
      >
        <Trans>Edit cut list</Trans>
      </button>
    </>
  )
}
