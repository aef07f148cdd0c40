/// <reference types="vite/client" />
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageHead } from '../src/boot/page-head'
import { PageScripts } from '../src/boot/page-scripts'
import { NotFoundPage } from '../src/features/errors/not-found-page'
import { useChunkReload } from '../src/features/errors/use-chunk-reload'
import { useConnectionPreload } from '../src/features/layout/use-connection-preload'
import { useHydrationMarker } from '../src/features/layout/use-hydration-marker'
import { NotificationsProvider } from '../src/features/notifications/use-notifications'
import { useServiceWorker } from '../src/service-worker/use-service-worker'
import type { TrpcClient, TrpcOptions } from '../src/trpc/app-router'
import { TRPCProvider } from '../src/trpc/react'

export interface RouterContext {
  queryClient: QueryClient
  trpc: TrpcOptions
  trpcClient: TrpcClient
  i18n: I18n
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: NotFoundPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  const { i18n, trpcClient, queryClient } = Route.useRouteContext()
  useHydrationMarker()
  useChunkReload()
  useConnectionPreload()
  useServiceWorker()
  return (
    <html lang={i18n.locale || 'de'}>
      <head>
        <PageHead />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <NotificationsProvider>{children}</NotificationsProvider>
          </TRPCProvider>
        </I18nProvider>
        <PageScripts />
      </body>
    </html>
  )
}
