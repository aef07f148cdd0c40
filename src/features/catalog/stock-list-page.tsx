import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { appConfig, type SortValue } from '../../../app.config'
import type { CategoryView } from '../../../contract/category'
import { useLocale } from '../../i18n/use-locale'
import { useChoice } from '../../ui/choice'
import { Icon } from '../../ui/icon'
import { Pagination } from '../../ui/pagination-nav'
import { RESULTS_ID } from '../../ui/skip-links'
import { ViewToggle } from '../../ui/view-toggle'
import { Breadcrumbs } from './breadcrumbs'
import { FilterSheetButton, FilterSidebar } from './filter-sidebar'
import { OrderableProductCard } from './orderable-product-card'
import type { StockListSearch } from './stock-list-search'
import { StockTable } from './stock-table-code'
import { type StockList, useStockList } from './use-stock-list'
import { ZeroResults } from './zero-results-code'

/** The stock list (home) or a category's page of it: search, filters, sort, page size, grid or list, pages. */
export function StockListPage({ search, category }: { search: StockListSearch; category?: CategoryView }) {
  const { t } = useLingui()
  const list = useStockList(search, category?.uid)
  const locale = useLocale()
  const { term } = list
  const headingId = useId()
  // The table may take the filter column's room on a laptop: the buyer folds the column away and back.
  const [filtersFolded, setFiltersFolded] = useState(false)
  const filterColumn = { folded: filtersFolded, toggle: () => setFiltersFolded((folded) => !folded) }
  return (
    <div className="stock-list">
      <header className="stock-list__header">
        {category && <Breadcrumbs trail={category.breadcrumbs} current={category.name} />}
        <h1 className="stock-list__title">{category?.name ?? t`Stock list`}</h1>
        <SearchBox term={list.term} onSearch={list.searchFor} />
        <Link to="/$locale/quick-order" params={{ locale }} className="stock-list__quick-order">
          <Trans>Quick order by item number</Trans>
        </Link>
      </header>
      <div
        className="stock-list__layout"
        data-filters={filtersFolded && list.shownView === 'table' ? 'folded' : undefined}
      >
        <FilterSidebar list={list} />
        <section
          id={RESULTS_ID}
          className="stock-list__results"
          aria-labelledby={headingId}
          aria-busy={list.busy}
          tabIndex={-1}
        >
          <h2 id={headingId} className="stock-list__count" aria-live="polite">
            <Plural value={list.totalCount} one="# product" other="# products" />
            {list.term && (
              <span className="stock-list__term">
                {' '}
                <Trans>for “{term}”</Trans>
              </span>
            )}
          </h2>
          <ChosenFilters list={list} />
          <Toolbar list={list} filterColumn={filterColumn} />
          {list.products.length > 0 ? <Products list={list} /> : <ZeroResults list={list} />}
          <Pagination page={list.page} totalPages={list.totalPages} searchFor={list.pageSearch} />
        </section>
      </div>
    </div>
  )
}

/** The page's products: cards in a grid or list, or the dense table. */
function Products({ list }: { list: StockList }) {
  const view = list.shownView
  if (view === 'table') return <StockTable products={list.products} sort={list.shownSort} onSort={list.setSort} />
  return (
    <ul className="product-list" data-view={view}>
      {list.products.map((product, index) => (
        <li key={product.uid}>
          <OrderableProductCard product={product} view={view} picture={pictureLoading(index)} />
        </li>
      ))}
    </ul>
  )
}

/** The first card's picture is the page's largest paint; the rest of the first row loads at once too. */
const pictureLoading = (index: number) => (index === 0 ? 'first' : index < appConfig.eagerImageCount ? 'eager' : 'lazy')

/**
 * The search field stays the same element across searches, so the focus stays where the buyer searched (the count
 * heading announces the result); a term changed elsewhere (back, a link) is written into it.
 */
function SearchBox({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const { t } = useLingui()
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (field.current && field.current.value.trim() !== term) field.current.value = term
  }, [term])
  return (
    <search>
      <form
        className="search-box"
        onSubmit={(event) => {
          event.preventDefault()
          onSearch(String(new FormData(event.currentTarget).get('term') ?? ''))
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          <Trans>Search the stock list</Trans>
        </label>
        <input
          ref={field}
          id={id}
          type="search"
          name="term"
          defaultValue={term}
          maxLength={128}
          placeholder={t`Item no., material, thickness…`}
          className="input search-box__input"
          enterKeyHint="search"
        />
        <button type="submit" className="button search-box__submit">
          <Trans>Search</Trans>
        </button>
      </form>
    </search>
  )
}

function ChosenFilters({ list }: { list: StockList }) {
  const { t } = useLingui()
  if (list.chosen.length === 0) return null
  return (
    <div className="chosen-filters">
      <p className="visually-hidden">
        <Trans>Active filters</Trans>
      </p>
      <ul className="chosen-filters__list">
        {list.chosen.map(({ code, value: optionValue, groupLabel: group, label: value, search }) => (
          <li key={`${code}:${optionValue}`}>
            <Link to="." search={search as never} className="chip" aria-label={t`Remove filter ${group}: ${value}`}>
              <span>
                {group}: {value}
              </span>
              <Icon name="close" className="chip__icon" />
            </Link>
          </li>
        ))}
      </ul>
      {list.chosen.length > 1 && (
        <Link to="." search={list.clearFiltersSearch as never} className="chosen-filters__clear">
          <Trans>Remove all filters</Trans>
        </Link>
      )}
    </div>
  )
}

function Toolbar({ list, filterColumn }: { list: StockList; filterColumn: { folded: boolean; toggle: () => void } }) {
  const sortId = useId()
  const sizeId = useId()
  // The selects show the choice at once; the list in that order or size follows.
  const [sort, chooseSort] = useChoice(list.sort, list.setSort)
  const [itemsPerPage, chooseItemsPerPage] = useChoice(list.itemsPerPage, list.setItemsPerPage)
  return (
    <div className="toolbar">
      <FilterSheetButton list={list} />
      {list.shownView === 'table' && (
        <button
          type="button"
          className="button button--secondary toolbar__filter-column"
          aria-expanded={!filterColumn.folded}
          onClick={filterColumn.toggle}
        >
          {filterColumn.folded ? <Trans>Show filters</Trans> : <Trans>Hide filters</Trans>}
        </button>
      )}
      <div className="toolbar__field">
        <label htmlFor={sortId} className="visually-hidden">
          <Trans>Sort</Trans>
        </label>
        <select
          id={sortId}
          className="select"
          value={sort}
          onChange={(event) => chooseSort(event.target.value as SortValue)}
        >
          {list.sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="toolbar__field">
        <label htmlFor={sizeId}>
          <Trans>Per page</Trans>
        </label>
        <select
          id={sizeId}
          className="select"
          value={itemsPerPage}
          onChange={(event) => chooseItemsPerPage(Number(event.target.value))}
        >
          {list.itemsPerPageOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <ViewToggle view={list.view} onChange={list.setView} views={appConfig.stockListViews} />
      <ExportLinks list={list} />
    </div>
  )
}

/** The whole list, filters and order kept, as a file: plain links to the BFF's download, no script. */
function ExportLinks({ list }: { list: StockList }) {
  const { t } = useLingui()
  return (
    <p className="toolbar__export">
      <Icon name="download" />
      <a href={list.exportHref('csv')} download aria-label={t`Download the list as CSV`}>
        CSV
      </a>
      <a href={list.exportHref('xlsx')} download aria-label={t`Download the list as Excel file`}>
        Excel
      </a>
    </p>
  )
}
