import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { appConfig, isLocale } from '../../app.config'
import { activateLocale } from '../../src/i18n/activate'

export const Route = createFileRoute('/$locale')({
  beforeLoad: async ({ params, context }) => {
    if (!isLocale(params.locale)) {
      throw redirect({ to: '/$locale', params: { locale: appConfig.defaultLocale } })
    }
    await activateLocale(context.i18n, params.locale)
    return { locale: params.locale }
  },
  component: Outlet,
})
