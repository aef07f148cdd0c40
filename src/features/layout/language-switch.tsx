import { useLingui } from '@lingui/react/macro'
import { appConfig } from '../../../app.config'
import { useLocale } from '../../i18n/use-locale'

const languageNames = { de: 'Deutsch', en: 'English' } as const

/** DE and EN: plain links, so switching the language is a full page load into that locale's store view. */
export function LanguageSwitch() {
  const { t } = useLingui()
  const current = useLocale()
  return (
    <ul className="language-switch" aria-label={t`Language`}>
      {appConfig.locales.map((locale) => (
        <li key={locale}>
          <a
            href={`/${locale}`}
            hrefLang={locale}
            lang={locale}
            className="language-switch__link"
            aria-current={locale === current ? 'true' : undefined}
          >
            <span aria-hidden="true">{locale.toUpperCase()}</span>
            <span className="visually-hidden">{languageNames[locale]}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
