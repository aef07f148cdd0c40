import { createFileRoute, type ErrorComponentProps, Outlet, redirect } from '@tanstack/react-router'
import { appConfig, isLocale } from '../../app.config'
import { redirectOnAuthorizationError } from '../../src/features/errors/authorization-redirect'
import { NotFoundPage } from '../../src/features/errors/not-found-page'
import { RouteErrorPage } from '../../src/features/errors/route-error-page'
import { DefaultLayout } from '../../src/features/layout/default-layout'
import { loadShellData } from '../../src/features/layout/shell-data'
import { activateLocale, loadAllTexts, needsAllTexts } from '../../src/i18n/activate'
import { alternateLinks, pageAlternates } from '../../src/i18n/alternate-links'

export const Route = createFileRoute('/$locale')({
  beforeLoad: async ({ params, context, matches }) => {
    if (!isLocale(params.locale)) {
      throw redirect({ to: '/$locale', params: { locale: appConfig.defaultLocale } })
    }
    await activateLocale(context.i18n, params.locale)
    if (needsAllTexts(matches.map((match) => match.routeId))) await loadAllTexts(context.i18n)
    return { locale: params.locale }
  },
  loader: ({ context, params }) =>
    loadShellData(context, isLocale(params.locale) ? params.locale : appConfig.defaultLocale),
  onError: redirectOnAuthorizationError,
  head: ({ loaderData, matches }) => ({
    meta: loaderData ? [{ title: loaderData.title }] : [],
    links: loaderData
      ? alternateLinks(loaderData.origin, matches.at(-1)?.pathname ?? '/', pageAlternates(matches.at(-1)?.loaderData))
      : [],
  }),
  component: LocaleLayout,
  errorComponent: LocaleErrorPage,
  notFoundComponent: LocaleNotFoundPage,
})

function LocaleLayout() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  )
}

function LocaleErrorPage(props: ErrorComponentProps) {
  return (
    <DefaultLayout>
      <RouteErrorPage {...props} />
    </DefaultLayout>
  )
}

function LocaleNotFoundPage() {
  return (
    <DefaultLayout>
      <NotFoundPage />
    </DefaultLayout>
  )
}
