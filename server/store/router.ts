import { publicProcedure, router } from '../trpc/init'

export const storeRouter = router({
  ping: publicProcedure.query(() => ({ ok: true })),
})
