import { splitComponent } from '../../ui/split-component'
import type { CataloguePage } from './load'

/**
 * A catch-all path shows a product or a category: each page's code is a chunk of its own (vite.config.ts), so a
 * first visit to one does not download the other.
 */
export const ProductPage = splitComponent(() => import('./product-page').then((module) => module.ProductPage))
export const CategoryPage = splitComponent(() => import('./stock-list-page').then((module) => module.StockListPage))

/** Loads the code of the page the loader found (a late path's page loads when the backend has named it). */
export function preloadCataloguePage(page: Pick<CataloguePage, 'type'>): Promise<void> {
  if (page.type === 'PRODUCT') return ProductPage.preload()
  if (page.type === 'CATEGORY') return CategoryPage.preload()
  return Promise.resolve()
}
