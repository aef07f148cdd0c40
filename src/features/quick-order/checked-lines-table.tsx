import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { AddedLineView, CheckedLineView } from '../../../contract/quick-order'
import { formatNumber, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { CUT_TO_SIZE_ANCHOR } from '../cut-to-size/cut-to-size-section'
import { AvailabilityBadge } from '../product/availability-badge'
import { addedLineMessage, checkProblemMessage } from './quick-order-messages'
import '../../styles/beyond-first-paint.css'

/**
 * The checked lines as a table: the item number heads each row; then product, availability, pallet size, quantity,
 * price per piece, line total and the line's state (ready, its problem, or what the add did with it).
 */
export function CheckedLinesTable({
  lines,
  added,
  onChooseVariant,
}: {
  lines: CheckedLineView[]
  added: AddedLineView[] | null
  onChooseVariant: (sku: string, variantSku: string) => void
}) {
  const addedBySku = new Map(added?.map((line) => [line.sku, line]))
  return (
    <div className="table-scroll">
      <table className="data-table quick-order__table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Item no.</Trans>
            </th>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col">
              <Trans>Availability</Trans>
            </th>
            <th scope="col" className="data-table__number">
              <Trans>Pieces per pallet</Trans>
            </th>
            <th scope="col" className="data-table__number">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col" className="data-table__number">
              <Trans>Price per piece</Trans>
            </th>
            <th scope="col" className="data-table__number">
              <Trans>Line total</Trans>
            </th>
            <th scope="col">
              <Trans>State</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <CheckedLineRow
              key={line.sku}
              line={line}
              added={addedBySku.get(line.sku)}
              onChooseVariant={onChooseVariant}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function CheckedLineRow({
  line,
  added,
  onChooseVariant,
}: {
  line: CheckedLineView
  added: AddedLineView | undefined
  onChooseVariant: (sku: string, variantSku: string) => void
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { product } = line
  const state = added?.added ? 'added' : added ? 'refused' : line.problem ? 'problem' : 'ready'
  const stateText =
    state === 'added' ? (
      <Trans>Added to the cart</Trans>
    ) : state === 'refused' && added ? (
      addedLineMessage(i18n, added)
    ) : line.problem ? (
      checkProblemMessage(i18n, line.problem, product)
    ) : (
      <Trans>Ready</Trans>
    )
  return (
    <tr data-state={state}>
      <th scope="row">{line.sku}</th>
      <td>
        {product ? (
          <>
            <Link to="/$locale/$" params={{ locale, _splat: product.path }}>
              {product.name}
            </Link>
            {line.cutToSize && (
              <>
                {' · '}
                <Link to="/$locale/$" params={{ locale, _splat: product.path }} hash={CUT_TO_SIZE_ANCHOR}>
                  <Trans>Cut to size</Trans>
                </Link>
              </>
            )}
          </>
        ) : (
          '–'
        )}
      </td>
      <td>{product ? <AvailabilityBadge availability={product.availability} /> : '–'}</td>
      <td className="data-table__number">
        {product?.piecesPerPallet ? formatNumber(product.piecesPerPallet, locale) : '–'}
      </td>
      <td className="data-table__number">
        {formatNumber(line.quantity, locale)}
        <PalletShare quantity={line.quantity} piecesPerPallet={product?.piecesPerPallet ?? null} />
      </td>
      <td className="data-table__number">
        {product && line.unitPrice != null ? formatPrice(line.unitPrice, locale, product.price.currency) : '–'}
      </td>
      <td className="data-table__number">
        {product && line.lineTotal != null ? formatPrice(line.lineTotal, locale, product.price.currency) : '–'}
      </td>
      <td className="quick-order__state" data-state={state}>
        {stateText}
        {line.variants.length > 0 && !added && (
          <VariantChoice line={line} onChoose={(variantSku) => onChooseVariant(line.sku, variantSku)} />
        )}
      </td>
    </tr>
  )
}

/** A configurable product's variants (its colours) to choose from: the chosen one's number replaces the line's. */
function VariantChoice({ line, onChoose }: { line: CheckedLineView; onChoose: (variantSku: string) => void }) {
  const { t } = useLingui()
  const id = useId()
  const sku = line.sku
  return (
    <span className="quick-order__variant">
      <label htmlFor={id} className="visually-hidden">{t`Choose a variant of ${sku}`}</label>
      <select
        id={id}
        className="select"
        defaultValue=""
        onChange={(event) => event.target.value && onChoose(event.target.value)}
      >
        <option value="" disabled>
          {t`Choose a variant`}
        </option>
        {line.variants.map((variant) => (
          <option key={variant.sku} value={variant.sku}>
            {variant.color ?? variant.name} ({variant.sku})
          </option>
        ))}
      </select>
    </span>
  )
}

/** "= 2 pallets + 13 pieces" under a quantity of at least one pallet. */
function PalletShare({ quantity, piecesPerPallet }: { quantity: number; piecesPerPallet: number | null }) {
  if (!piecesPerPallet || quantity < piecesPerPallet) return null
  const pallets = Math.floor(quantity / piecesPerPallet)
  const pieces = quantity % piecesPerPallet
  return (
    <span className="quick-order__pallets">
      {'= '}
      <Plural value={pallets} one="# pallet" other="# pallets" />
      {pieces > 0 && (
        <>
          {' + '}
          <Plural value={pieces} one="# piece" other="# pieces" />
        </>
      )}
    </span>
  )
}
