import { Trans, useLingui } from '@lingui/react/macro'
import type { StockListView } from '../../app.config'
import { Icon, type IconName } from './icon'

const viewIcons: Record<StockListView, IconName> = { grid: 'categories', list: 'menu', table: 'table' }

/**
 * The layouts a list offers as pressed-state buttons: grid or list (spec §2: the stock list and the wishlist), and
 * on the stock list also the dense table.
 */
export function ViewToggle<View extends StockListView>({
  view,
  onChange,
  views,
}: {
  view: View
  onChange: (view: View) => void
  /** appConfig.listViews, or appConfig.stockListViews on the stock list. */
  views: readonly View[]
}) {
  const { t } = useLingui()
  const viewLabels: Record<StockListView, string> = { grid: t`Grid`, list: t`List`, table: t`Table` }
  return (
    <fieldset className="view-toggle">
      <legend className="visually-hidden">
        <Trans>View</Trans>
      </legend>
      {views.map((option) => (
        <button
          key={option}
          type="button"
          className="view-toggle__button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          <Icon name={viewIcons[option]} />
          <span className="visually-hidden">{viewLabels[option]}</span>
        </button>
      ))}
    </fieldset>
  )
}
