import { Trans, useLingui } from '@lingui/react/macro'
import type { StockListView } from '../../app.config'
import { useChoice } from './choice'
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
  onChange: (view: View) => unknown
  /** appConfig.listViews, or appConfig.stockListViews on the stock list. */
  views: readonly View[]
}) {
  const { t } = useLingui()
  // The pressed button moves in the tap's own paint; the list is drawn in the new view after it.
  const [shown, choose] = useChoice(view, onChange)
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
          aria-pressed={shown === option}
          onClick={() => choose(option)}
        >
          <Icon name={viewIcons[option]} />
          <span className="visually-hidden">{viewLabels[option]}</span>
        </button>
      ))}
    </fieldset>
  )
}
