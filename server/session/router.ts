import { publicProcedure, router } from '../trpc/init'

export const sessionRouter = router({
  /** The spec: logged in at start if a customer token cookie exists. */
  state: publicProcedure.query(({ ctx }) => ({ isLoggedIn: Boolean(ctx.session.customerToken) })),
})
