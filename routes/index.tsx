import { createFileRoute, redirect } from '@tanstack/react-router'
import { appConfig } from '../app.config'

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/$locale', params: { locale: appConfig.defaultLocale } })
  },
})
