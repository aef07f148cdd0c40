import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLocale } from '../../i18n/use-locale'
import { useTopBar } from './use-top-bar'

export function TopBar() {
  const { t } = useLingui()
  const locale = useLocale()
  const { downloadsUrl, currencies, currency, changeCurrency, stores, storeCode, changeStore, isSwitching } =
    useTopBar()

  return (
    <section className="top-bar" aria-label={t`Service`}>
      <div className="top-bar__inner">
        <ul className="top-bar__links">
          <li>
            <Link to="/$locale/Faq" params={{ locale }}>
              <Trans>Help & FAQs</Trans>
            </Link>
          </li>
          {downloadsUrl && (
            <li>
              <a href={downloadsUrl}>
                <Trans>Downloads / Find out more</Trans>
              </a>
            </li>
          )}
        </ul>
        <div className="top-bar__switchers">
          {currencies.length > 0 && (
            <select
              className="top-bar__select"
              aria-label={t`Currency`}
              value={currency ?? currencies[0]}
              disabled={isSwitching}
              onChange={(event) => changeCurrency(event.target.value)}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
          {stores.length > 0 && (
            <select
              className="top-bar__select top-bar__select--store"
              aria-label={t`Language`}
              value={storeCode ?? stores[0]?.code}
              disabled={isSwitching}
              onChange={(event) => changeStore(event.target.value)}
            >
              {stores.map((store) => (
                <option key={store.code} value={store.code}>
                  {store.name}
                </option>
              ))}
            </select>
          )}
        </div>
      </div>
    </section>
  )
}
