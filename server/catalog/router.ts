import { CacheLong } from '../cache/strategies'
import { publicProcedure, router } from '../trpc/init'
import { CategoryMenuQuery } from './documents'
import { menuCategories } from './menu'

export const catalogRouter = router({
  /** The category tree of the main menu: { uid, name, urlPath, children }, four levels. */
  menu: publicProcedure.query(async ({ ctx }) => {
    const { categories } = await ctx.commerce.query(CategoryMenuQuery, {}, CacheLong())
    return menuCategories(categories?.items?.[0]?.children)
  }),
})
