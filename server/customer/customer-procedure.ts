import { refused } from '../trpc/error-reason'
import { publicProcedure } from '../trpc/init'

/**
 * A procedure of the signed-in customer (the account pages): a guest is refused with NOT_AUTHORIZED before
 * commerce is asked. A token commerce no longer accepts logs the visitor out on the way (the commerce client).
 */
export const customerProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session.customerToken) {
    throw refused('NOT_AUTHORIZED', 'Sign in to use your account.', undefined, 'UNAUTHORIZED')
  }
  return next()
})
