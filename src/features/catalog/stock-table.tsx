import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { SortValue } from '../../../app.config'
import { needsVariant } from '../../../contract/add-to-cart-rules'
import type { ProductCard } from '../../../contract/product'
import { type SortField, sortOrder } from '../../../contract/stock-list-values'
import { coilMetres, formatMetres, formatMillimetres, formatPrice, isRound } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { Icon } from '../../ui/icon'
import { AvailabilityBadge } from '../product/availability-badge'
import { OrderControls } from './order-controls'

interface StockTableProps {
  products: readonly ProductCard[]
  /** The order of the rows shown. */
  sort: SortValue
  /** Lists the products in another order (a new URL). */
  onSort: (sort: SortValue) => void
}

/**
 * The stock list as a dense table, the way buyers read a price list: item number, product, thickness or diameter,
 * format, colour, stock, price per piece and per pallet, and the quick add of the cards. The headers of the columns
 * the backend can order by are sort buttons (the URL keeps the order); stock is not one of them, as Magento sorts by
 * attributes and stock is none. On narrow screens the table scrolls inside its region with the item number kept in
 * view.
 */
export function StockTable({ products, sort, onSort }: StockTableProps) {
  const { t } = useLingui()
  const sortable = (field: SortField, label: ReactNode, numeric = false) => (
    <SortableHeader field={field} sort={sort} onSort={onSort} numeric={numeric}>
      {label}
    </SortableHeader>
  )
  return (
    <section className="table-scroll" aria-label={t`Stock list as a table`}>
      <table className="data-table stock-table">
        <thead>
          <tr>
            <th scope="col" className="stock-table__sku">
              <Trans>Item no.</Trans>
            </th>
            {sortable('name', <Trans>Product</Trans>)}
            {sortable('thickness', <Trans>Thickness / Ø</Trans>, true)}
            {sortable('format', <Trans>Format</Trans>)}
            <th scope="col">
              <Trans>Colour</Trans>
            </th>
            <th scope="col">
              <Trans>Stock</Trans>
            </th>
            {sortable('price', <Trans>Price per piece</Trans>, true)}
            <th scope="col" className="data-table__number">
              <Trans>Price per pallet</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <StockTableRow key={product.uid} product={product} />
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** A header whose button orders the list by its column: ascending first, descending when it already is. */
function SortableHeader({
  field,
  sort,
  onSort,
  numeric,
  children,
}: { field: SortField; numeric: boolean; children: ReactNode } & Omit<StockTableProps, 'products'>) {
  const order = sortOrder(sort)
  const direction = order?.field !== field ? undefined : order.direction === 'ASC' ? 'ascending' : 'descending'
  const next: SortValue = direction === 'ascending' ? `${field}_DESC` : `${field}_ASC`
  return (
    <th scope="col" aria-sort={direction} className={numeric ? 'data-table__number' : undefined}>
      <button type="button" className="data-table__sort" onClick={() => onSort(next)}>
        {children}
        <Icon
          name={
            direction === 'ascending' ? 'sortAscending' : direction === 'descending' ? 'sortDescending' : 'sortable'
          }
          className="data-table__sort-icon"
        />
      </button>
    </th>
  )
}

function StockTableRow({ product }: { product: ProductCard }) {
  const locale = useLocale()
  const link = { to: '/$locale/$', params: { locale, _splat: product.path } } as const
  const { price, palletPrice } = product
  const metres = coilMetres(product)
  const format =
    metres != null
      ? formatMetres(metres, locale)
      : [product.length, product.width]
          .filter((side): side is number => side != null)
          .map((side) => formatMillimetres(side, locale))
          .join(' × ')
  return (
    <tr>
      <th scope="row" className="stock-table__sku">
        {product.sku}
      </th>
      <td className="stock-table__name">
        <Link {...link}>{product.name}</Link>
      </td>
      <td className="data-table__number">
        {product.strength != null
          ? `${isRound(product) ? 'Ø ' : ''}${formatMillimetres(product.strength, locale)}`
          : '–'}
      </td>
      <td>{format || '–'}</td>
      <td>{product.color ?? '–'}</td>
      <td>
        <AvailabilityBadge
          availability={product.availability}
          quantityInStock={product.quantityInStock}
          unit={product.salesUnit}
        />
      </td>
      <td className="data-table__number">{formatPrice(price.value, locale, price.currency)}</td>
      <td className="data-table__number">
        {palletPrice != null ? formatPrice(palletPrice, locale, price.currency) : '–'}
      </td>
      <td className="stock-table__order">
        {needsVariant(product.typename) ? (
          <Link {...link} className="button button--secondary">
            <Trans>Choose variant</Trans>
          </Link>
        ) : (
          <OrderControls product={product} />
        )}
      </td>
    </tr>
  )
}
