import { createFileRoute } from '@tanstack/react-router'
import { appConfig, isLocale } from '../../app.config'
import { offlineDocument } from '../../src/features/offline/offline-document'

/** The offline page the service worker keeps (src/service-worker/sw.ts): a plain document, no app around it. */
export const Route = createFileRoute('/$locale/offline')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const locale = isLocale(params.locale) ? params.locale : appConfig.defaultLocale
        return new Response(await offlineDocument(locale), {
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        })
      },
    },
  },
})
