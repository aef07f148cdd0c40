import { splitComponent } from '../../ui/split-component'

/**
 * The stock list's dense table, one of its views: its code is a chunk of its own, loaded by the loader of a listing
 * shown as a table (load.ts), so a first visit to the grid does not download it.
 */
export const StockTable = splitComponent(() => import('./stock-table').then((module) => module.StockTable))
