import { Trans, useLingui } from '@lingui/react/macro'
import { appConfig, type ListView } from '../../../app.config'
import { Icon } from '../../ui/icon'

/** Grid or list (the stock list and the wishlist, spec §2): two pressed-state buttons. */
export function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useLingui()
  const viewLabels: Record<ListView, string> = { grid: t`Grid`, list: t`List` }
  return (
    <fieldset className="view-toggle">
      <legend className="visually-hidden">
        <Trans>View</Trans>
      </legend>
      {appConfig.listViews.map((option) => (
        <button
          key={option}
          type="button"
          className="view-toggle__button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          <Icon name={option === 'grid' ? 'categories' : 'menu'} />
          <span className="visually-hidden">{viewLabels[option]}</span>
        </button>
      ))}
    </fieldset>
  )
}
