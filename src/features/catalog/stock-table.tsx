import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { SortValue } from '../../../app.config'
import { needsVariant } from '../../../contract/add-to-cart-rules'
import type { ProductCard } from '../../../contract/product'
import { coilMetres, formatMetres, formatMillimetres, formatPrice, isRound } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { Icon } from '../../ui/icon'
import { AvailabilityBadge } from './availability-badge'
import { OrderControls } from './order-controls'
import type { StockListSearch } from './stock-list-search'

/** The columns Magento can sort the products by (ProductAttributeSortInput); the others are plain headers. */
type SortField = 'name' | 'price'

interface StockTableProps {
  products: readonly ProductCard[]
  sort: SortValue
  /** The URL of the list in another order. */
  sortSearch: (sort: SortValue) => StockListSearch
}

/**
 * The stock list as a dense table, the way buyers read a price list: item number, product, thickness or diameter,
 * format, colour, stock, price per piece and per pallet, and the quick add of the cards. Sorting is the backend's
 * (the URL keeps it); on narrow screens the table scrolls inside its region with the item number kept in view.
 */
export function StockTable({ products, sort, sortSearch }: StockTableProps) {
  const { t } = useLingui()
  const sortable = (field: SortField, label: ReactNode) => (
    <SortableHeader field={field} sort={sort} sortSearch={sortSearch}>
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
            <th scope="col" className="data-table__number">
              <Trans>Thickness / Ø</Trans>
            </th>
            <th scope="col">
              <Trans>Format</Trans>
            </th>
            <th scope="col">
              <Trans>Colour</Trans>
            </th>
            <th scope="col">
              <Trans>Stock</Trans>
            </th>
            {sortable('price', <Trans>Price per piece</Trans>)}
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

/** A header whose link orders the list by its column: ascending first, descending when it already is. */
function SortableHeader({
  field,
  sort,
  sortSearch,
  children,
}: { field: SortField; children: ReactNode } & Omit<StockTableProps, 'products'>) {
  const direction = sort === `${field}_ASC` ? 'ascending' : sort === `${field}_DESC` ? 'descending' : undefined
  const next: SortValue = direction === 'ascending' ? `${field}_DESC` : `${field}_ASC`
  return (
    <th scope="col" aria-sort={direction} className={field === 'price' ? 'data-table__number' : undefined}>
      <Link to="." search={sortSearch(next) as never} className="data-table__sort" resetScroll={false}>
        {children}
        <Icon
          name={
            direction === 'ascending' ? 'sortAscending' : direction === 'descending' ? 'sortDescending' : 'sortable'
          }
          className="data-table__sort-icon"
        />
      </Link>
    </th>
  )
}

function StockTableRow({ product }: { product: ProductCard }) {
  const locale = useLocale()
  const link = { to: '/$locale/$', params: { locale, _splat: product.path } } as const
  const { price, piecesPerPallet } = product
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
        {piecesPerPallet ? formatPrice(price.value * piecesPerPallet, locale, price.currency) : '–'}
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
