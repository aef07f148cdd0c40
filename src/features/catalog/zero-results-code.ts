import { splitComponent } from '../../ui/split-component'

/** The server's HTML of a listing that found nothing (./zero-results.tsx): hydration loads this code first (router.tsx). */
export const ZERO_RESULTS_SELECTOR = '[data-zero-results]'

/**
 * What a listing that found nothing shows: its code is a chunk of its own, loaded with such an answer (load.ts) and
 * before such a page hydrates, so a first visit to a listing with products does not download it.
 */
export const ZeroResults = splitComponent(() => import('./zero-results').then((module) => module.ZeroResults))

/** Starts loading ZeroResults' code when a listing's answer holds no products. */
export function preloadZeroResultsFor(list: { items: readonly unknown[] }): void {
  if (list.items.length === 0) void ZeroResults.preload()
}
