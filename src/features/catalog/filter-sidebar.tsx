import { Trans, useLingui } from '@lingui/react/macro'
import type { StockList } from './use-stock-list'

/**
 * The filters of the current list: ranges (dimensions, price: one at a time) and options (material, colour…: any
 * number), with the number of products each leaves. On phones it opens from the toolbar's Filters button.
 */
export function FilterSidebar({ list }: { list: StockList }) {
  const { t } = useLingui()
  return (
    <aside id="filter-sidebar" className="filter-sidebar" data-open={list.filtersOpen} aria-label={t`Filters`}>
      <h2 className="filter-sidebar__title">
        <Trans>Filters</Trans>
      </h2>
      {list.groups.map((group) => (
        <details key={group.code} className="filter-group" open>
          <summary className="filter-group__title">{group.label}</summary>
          <fieldset className="filter-group__options">
            <legend className="visually-hidden">{group.label}</legend>
            {group.options.map((option) => (
              <label key={option.value} className="filter-option">
                <input
                  type="checkbox"
                  checked={option.chosen}
                  onChange={() => list.toggleFilter(group.code, option.value)}
                />
                <span className="filter-option__label">{option.label}</span>
                <span className="filter-option__count">
                  <span className="visually-hidden">
                    <Trans>Products:</Trans>{' '}
                  </span>
                  {option.count}
                </span>
              </label>
            ))}
          </fieldset>
        </details>
      ))}
    </aside>
  )
}
