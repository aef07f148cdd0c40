import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { appConfig, type Locale } from '../../../app.config'
import { alternatePath, pageAlternates } from '../../i18n/alternate-links'
import { useLocale } from '../../i18n/use-locale'

const languageNames = { de: 'Deutsch', en: 'English' } as const

/** Where the switch to a locale leads: the same page (and filters) there, or that locale's stock list. */
function useSwitchTarget(): (locale: Locale) => string {
  const page = useRouterState({
    select: (state) => {
      const match = state.matches.at(-1)
      return {
        pathname: state.location.pathname,
        searchStr: state.location.searchStr,
        paths: pageAlternates(match?.loaderData),
        found: !state.matches.some((each) => each.status === 'notFound' || each.status === 'error'),
      }
    },
  })
  return (locale) => {
    const path = page.found ? alternatePath(page.pathname, locale, page.paths) : undefined
    return path === undefined ? `/${locale}` : path + page.searchStr
  }
}

/**
 * DE and EN: plain links, so switching the language is a full page load into that locale's store view. They keep
 * the visitor on the same page (the hreflang alternates' paths) and fall back to the stock list where the page has
 * no counterpart.
 */
export function LanguageSwitch() {
  const { t } = useLingui()
  const current = useLocale()
  const targetOf = useSwitchTarget()
  return (
    <ul className="language-switch" aria-label={t`Language`}>
      {appConfig.locales.map((locale) => (
        <li key={locale}>
          <a
            href={targetOf(locale)}
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
