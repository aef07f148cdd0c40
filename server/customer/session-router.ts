import { publicProcedure, router } from '../trpc/init'
import { signedInCustomer } from './session'

export const sessionRouter = router({
  /** The spec: logged in at start when the token cookie holds a token commerce accepts (a valid session). */
  state: publicProcedure.query(async ({ ctx }) => ({ isLoggedIn: (await signedInCustomer(ctx)) !== null })),
})
