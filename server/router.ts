import { storeRouter } from './store/router'
import { router } from './trpc/init'

export const appRouter = router({
  store: storeRouter,
})

export type AppRouter = typeof appRouter
