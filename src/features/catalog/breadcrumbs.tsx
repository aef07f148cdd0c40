import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Breadcrumb } from '../../../contract/category'
import { useLocale } from '../../i18n/use-locale'

/** Stock list › the category trail › the current page (not a link). */
export function Breadcrumbs({ trail, current }: { trail: readonly Breadcrumb[]; current: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <nav className="breadcrumbs" aria-label={t`Breadcrumb`}>
      <ol className="breadcrumbs__list">
        <li>
          <Link to="/$locale" params={{ locale }} activeOptions={{ exact: true }}>
            <Trans>Stock list</Trans>
          </Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.path}>
            <Link to="/$locale/$" params={{ locale, _splat: crumb.path }}>
              {crumb.name}
            </Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
