import { useEffect } from 'react'
import { reloadAfterChunkFailure } from './chunk-reload'

export function reloadPageAfterChunkFailure(): boolean {
  return reloadAfterChunkFailure(sessionStorage, () => window.location.reload())
}

/** Vite reports a failed preload of a route chunk: reload the page (throttled) instead of failing the navigation. */
export function useChunkReload(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadPageAfterChunkFailure()) event.preventDefault()
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    return () => window.removeEventListener('vite:preloadError', onPreloadError)
  }, [])
}
