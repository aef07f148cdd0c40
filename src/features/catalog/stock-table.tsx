import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo, type ReactNode } from 'react'
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
 * attributes and stock is none. Each product is one line (a long name is cut short; it is whole in its title), so a
 * laptop's screen holds 15 or more; on phones a product takes three short lines — name, then item number, stock and
 * price, then quantity and add (tables.css) — the measures being in the name.
 */
export function StockTable({ products, sort, onSort }: StockTableProps) {
  const { t } = useLingui()
  const sortable = (field: SortField, label: ReactNode, className: string) => (
    <SortableHeader field={field} sort={sort} onSort={onSort} className={className}>
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
            {sortable('name', <Trans>Product</Trans>, 'stock-table__name')}
            {sortable('thickness', <Trans>Thickness / Ø</Trans>, 'stock-table__thickness data-table__number')}
            {sortable('format', <Trans>Format</Trans>, 'stock-table__format')}
            <th scope="col" className="stock-table__color">
              <Trans>Colour</Trans>
            </th>
            <th scope="col" className="stock-table__stock">
              <Trans>Stock</Trans>
            </th>
            {sortable('price', <Trans>Price per piece</Trans>, 'stock-table__price data-table__number')}
            <th scope="col" className="stock-table__pallet data-table__number">
              <Trans>Price per pallet</Trans>
            </th>
            <th scope="col" className="stock-table__order">
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
  className,
  children,
}: { field: SortField; className: string; children: ReactNode } & Omit<StockTableProps, 'products'>) {
  const order = sortOrder(sort)
  const direction = order?.field !== field ? undefined : order.direction === 'ASC' ? 'ascending' : 'descending'
  const next: SortValue = direction === 'ascending' ? `${field}_DESC` : `${field}_ASC`
  return (
    <th scope="col" aria-sort={direction} className={className}>
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

/** Memoised, as the cards are (./orderable-product-card.tsx): a tap elsewhere on the page leaves the rows alone. */
const StockTableRow = memo(function StockTableRow({ product }: { product: ProductCard }) {
  const { t } = useLingui()
  const locale = useLocale()
  const link = { to: '/$locale/$', params: { locale, _splat: product.path } } as const
  const { price, palletPrice } = product
  const amount = formatPrice(price.value, locale, price.currency)
  const shownPrice = product.priceFrom ? t`from ${amount}` : amount
  const pallet = palletPrice != null ? formatPrice(palletPrice, locale, price.currency) : null
  const thickness =
    product.strength != null ? `${isRound(product) ? 'Ø ' : ''}${formatMillimetres(product.strength, locale)}` : '–'
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
        <Link {...link} title={product.name}>
          {product.name}
        </Link>
      </td>
      <td className="stock-table__thickness data-table__number" title={thickness}>
        {thickness}
      </td>
      <td className="stock-table__format" title={format || undefined}>
        {format || '–'}
      </td>
      {/* A product with variants has no colour of its own: its cell and the stock's tell each colour's stock. */}
      {product.variantStock.length === 0 && (
        <td className="stock-table__color" title={product.color ?? undefined}>
          {product.color ?? '–'}
        </td>
      )}
      <td className="stock-table__stock" colSpan={product.variantStock.length > 0 ? 2 : undefined}>
        <AvailabilityBadge
          availability={product.availability}
          quantityInStock={product.quantityInStock}
          unit={product.salesUnit}
          deliveryTime={product.deliveryTime}
          varies={product.availabilityVaries}
          variants={product.variantStock}
          compact
        />
      </td>
      <td className="stock-table__price data-table__number" title={shownPrice}>
        {shownPrice}
      </td>
      <td className="stock-table__pallet data-table__number" title={pallet ?? undefined}>
        {pallet ?? '–'}
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
})
