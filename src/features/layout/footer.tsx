import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { appConfig } from '../../../app.config'
import { useCorporateLinks } from '../../i18n/use-corporate-site'
import { useLocale } from '../../i18n/use-locale'
import { usePanels } from '../../ui/panels/use-panels'
import { usePanelTrigger } from './lazy-panels'
import { NewsletterModal } from './newsletter-modal'

/** Legal links, the company line and the newsletter modal it opens. */
export function Footer() {
  const { t } = useLingui()
  const locale = useLocale()
  const panels = usePanels()
  const panelTrigger = usePanelTrigger()
  const corporateLinks = useCorporateLinks()
  const links = [
    { page: 'imprint', label: t`Imprint` },
    { page: 'privacy', label: t`Privacy` },
    { page: 'terms', label: t`Terms and conditions` },
  ] as const

  return (
    <footer className="footer">
      <div className="footer__inner">
        <button
          type="button"
          className="button footer__newsletter"
          {...panelTrigger('newsletterModal')}
          onClick={() => panels.open('newsletterModal')}
        >
          <Trans>Subscribe to our newsletter</Trans>
        </button>
        <p className="footer__shop-links">
          <Link to="/$locale/quick-order" params={{ locale }}>
            <Trans>Quick order by item number</Trans>
          </Link>
        </p>
        <ul className="footer__links" aria-label={t`Legal`}>
          {links.map(({ page, label }) => (
            <li key={page}>
              <a href={corporateLinks[page]}>{label}</a>
            </li>
          ))}
        </ul>
        <p className="footer__company">
          © {appConfig.brand} {appConfig.logoSuffix} · <Trans>Sheets, rods and boards made of plastic</Trans>
        </p>
      </div>
      <NewsletterModal />
    </footer>
  )
}
