import { refused } from './error-reason'
import { publicProcedure } from './init'

/**
 * A procedure of the signed-in customer: a guest is refused with NOT_AUTHORIZED (`message` is for the log; the
 * browser words the reason) before commerce is asked. A token commerce no longer accepts logs the visitor out on
 * the way (the commerce client).
 */
export const customerProcedureWith = (message: string) =>
  publicProcedure.use(({ ctx, next }) => {
    if (!ctx.session.customerToken) throw refused('NOT_AUTHORIZED', message, { code: 'UNAUTHORIZED' })
    return next()
  })

/** The account pages' procedures. */
export const customerProcedure = customerProcedureWith('Sign in to use your account.')
