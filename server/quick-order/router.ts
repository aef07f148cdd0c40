import { orderLinesInputSchema } from '../../contract/quick-order'
import { checkLines } from '../cart/check-lines'
import { publicProcedure, router } from '../trpc/init'

export const quickOrderRouter = router({
  /**
   * Checks up to QUICK_ORDER_MAX_LINES lines of item number and quantity in one products query: found or not, the
   * product (name, availability, pallet size, price), the line total and the add-to-cart rules' problem.
   */
  check: publicProcedure.input(orderLinesInputSchema).query(({ ctx, input }) => checkLines(ctx.commerce, input.lines)),
})
