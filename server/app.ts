import { trpcServer } from '@hono/trpc-server'
import { Hono } from 'hono'
import { MAX_BATCH_SIZE } from '../contract/limits'
import { externalCheckout } from './cart/external-checkout'
import { appRouter } from './router'
import { receiveCspReport } from './security/csp-report'
import { type Context, createContext } from './trpc/context'
import { sameOriginMutations } from './trpc/same-origin'

export const api = new Hono().basePath('/api')

/** Hands the HttpOnly cart id and token to the external checkout in a POSTed form (appConfig.externalCheckout). */
api.get('/checkout/external', externalCheckout)

api.post('/csp-report', receiveCspReport)

api.use('/trpc/*', sameOriginMutations)
api.use(
  '/trpc/*',
  trpcServer({
    endpoint: '/api/trpc',
    router: appRouter,
    maxBatchSize: MAX_BATCH_SIZE,
    createContext,
    // Visitors get a readable message; the cause of an unexpected failure goes to the Worker's log.
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`tRPC ${path ?? '?'}:`, error.cause ?? error)
    },
    // e.g. `x-edge-cache: StoreConfig=HIT, CategoryMenu=STALE`: one entry per commerce query the request made.
    responseMeta({ ctx }) {
      const edgeCache = (ctx as Context | undefined)?.edgeCache ?? []
      return edgeCache.length ? { headers: new Headers({ 'x-edge-cache': edgeCache.join(', ') }) } : {}
    },
  }),
)
