import { isLocale } from '../../../app.config'
import { type RegistrationReturnPage, registrationReturnPages } from '../../../contract/registration-return'

const isReturnPage = (page: string | undefined): page is RegistrationReturnPage =>
  registrationReturnPages.some((returnPage) => returnPage === page)

/** A registration page's `returnTo`: one of the pages a registration may lead back to, or none. */
export function returnPageOf(value: unknown): RegistrationReturnPage | undefined {
  return typeof value === 'string' && isReturnPage(value) ? value : undefined
}

/**
 * Where a confirmation link's `back_url` leads: one of the shop's own pages a registration may return to
 * (contract/registration-return.ts), in the link's language. Anything else is ignored, so a link cannot send the
 * visitor to another site.
 */
export function returnPathOf(backUrl: string | undefined): string | undefined {
  if (!backUrl || !URL.canParse(backUrl)) return undefined
  const [, locale, page, ...rest] = new URL(backUrl).pathname.split('/')
  if (rest.length > 0 || !isLocale(locale) || !isReturnPage(page)) return undefined
  return `/${locale}/${page}`
}
