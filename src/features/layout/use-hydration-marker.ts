import { useEffect } from 'react'

/**
 * Marks <html data-hydrated> once React has hydrated the page; browser tests wait for it before they click. The
 * root commits before the page's own Suspense boundaries hydrate, in tasks of their own that keep the main thread
 * busy: the mark waits for the first idle moment after them.
 */
export function useHydrationMarker(): void {
  useEffect(() => {
    const mark = () => {
      document.documentElement.dataset.hydrated = 'true'
    }
    if (typeof requestIdleCallback === 'function') requestIdleCallback(mark)
    else setTimeout(mark, 0)
  }, [])
}
