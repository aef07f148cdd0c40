import { useEffect } from 'react'

/** Marks <html data-hydrated> once React has hydrated the page; browser tests wait for it before they click. */
export function useHydrationMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}
