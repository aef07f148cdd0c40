import { trpcServer } from '@hono/trpc-server'
import { Hono } from 'hono'
import { appRouter } from './router'
import { createContext } from './trpc/context'

export const api = new Hono().basePath('/api')

api.use(
  '/trpc/*',
  trpcServer({
    endpoint: '/api/trpc',
    router: appRouter,
    createContext: (_opts, c) => createContext(c),
  }),
)
