import { trpcServer } from '@hono/trpc-server'
import { Hono } from 'hono'
import { OUTAGE_RETRY_AFTER_SECONDS } from '../contract/error-reason'
import { MAX_BATCH_SIZE } from '../contract/limits'
import { reportError, unexpectedError } from '../observability/error-tracker'
import { externalCheckout } from './cart/external-checkout'
import { stockListExport } from './catalog/stock-list-export'
import { isBackendFailure } from './commerce/errors'
import { documentPdf } from './request/document-pdf'
import { appRouter } from './router'
import { receiveCspReport } from './security/csp-report'
import { type Context, createContext } from './trpc/context'
import { sameOriginMutations } from './trpc/same-origin'

export const api = new Hono().basePath('/api').onError(unexpectedError)

/** Hands the HttpOnly cart id and token to the external checkout in a POSTed form (appConfig.externalCheckout). */
api.get('/checkout/external', externalCheckout)

api.post('/csp-report', receiveCspReport)

/** The buyer's own offers and order confirmations as PDF (server/request/document-pdf.ts). */
api.get('/request/documents/:id/pdf', documentPdf)

/** The stock list as it is filtered and sorted, as a file (server/catalog/stock-list-export.ts). */
api.get('/stock-list/:locale/export.csv', stockListExport('csv'))
api.get('/stock-list/:locale/export.xlsx', stockListExport('xlsx'))

api.use('/trpc/*', sameOriginMutations)
api.use(
  '/trpc/*',
  trpcServer({
    endpoint: '/api/trpc',
    router: appRouter,
    maxBatchSize: MAX_BATCH_SIZE,
    createContext,
    // Visitors get a readable message; the cause of an unexpected failure goes to the log and the error tracker.
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') reportError(`tRPC ${path ?? '?'}`, error.cause ?? error)
    },
    // e.g. `x-edge-cache: StoreConfig=HIT, CategoryMenu=STALE`: one entry per commerce query the request made.
    // A backend outage adds Retry-After, which also tells the page it rendered during one (server/worker.ts).
    responseMeta({ ctx, errors }) {
      const headers = new Headers()
      const edgeCache = (ctx as Context | undefined)?.edgeCache ?? []
      if (edgeCache.length) headers.set('x-edge-cache', edgeCache.join(', '))
      if (errors.some(isBackendFailure)) headers.set('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
      return { headers }
    },
  }),
)
