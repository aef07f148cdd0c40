import type { FileRoutesById } from '../routeTree.gen'

/**
 * The pages a first visit usually lands on: the stock list, a category, a product and the cart. Their texts (and the
 * layout's) come with the page itself; every other page and every panel loaded on intent loads the rest of the
 * shop's texts with its code (./activate.ts). lingui.config.ts splits the catalogs along these pages' imports.
 */
export const firstPaintRoutes = [
  '/$locale/',
  '/$locale/$',
  '/$locale/p/$sku',
  '/$locale/cart',
] as const satisfies ReadonlyArray<keyof FileRoutesById>

/** The routes around every page, whose texts belong to the first paint too. */
export const layoutRoutes = ['__root__', '/$locale'] as const satisfies ReadonlyArray<keyof FileRoutesById>

/**
 * Modules the layout loads on the server only, whose texts the first paint shows: the corporate site's menu comes
 * with the layout's data (src/features/layout/shell-data.ts), its labels are translated in the browser.
 */
export const serverLoadedLayoutModules = ['src/features/layout/corporate-site.ts'] as const

/**
 * Code of the first-paint pages that loads as a chunk of its own, whose texts still come with the page: the stock
 * list's table view, rendered on the server for a table URL, what a listing that found nothing shows, and a
 * signed-in customer's wishlist state, whose messages follow a tap on a heart.
 */
export const splitFirstPaintModules = [
  'src/features/catalog/stock-table.tsx',
  'src/features/catalog/zero-results.tsx',
  'src/features/wishlist/wishlist-state.tsx',
] as const
