import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { AddedLineView, CheckedLineView } from '../../../contract/quick-order'
import { formatNumber, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { AvailabilityBadge } from '../product/availability-badge'
import { addedLineMessage, checkProblemMessage } from './quick-order-messages'
import '../../styles/beyond-first-paint.css'

/**
 * The checked lines as a table: the item number heads each row; then product, availability, pallet size, quantity,
 * price per piece, line total and the line's state (ready, its problem, or what the add did with it).
 */
export function CheckedLinesTable({ lines, added }: { lines: CheckedLineView[]; added: AddedLineView[] | null }) {
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
            <CheckedLineRow key={line.sku} line={line} added={addedBySku.get(line.sku)} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function CheckedLineRow({ line, added }: { line: CheckedLineView; added: AddedLineView | undefined }) {
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
          <Link to="/$locale/$" params={{ locale, _splat: product.path }}>
            {product.name}
          </Link>
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
      </td>
    </tr>
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
