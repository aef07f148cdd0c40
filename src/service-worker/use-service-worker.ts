import { useEffect } from 'react'

/** Registers /sw.js (./sw.ts) once the page has loaded, so it never competes with the first paint; not in dev. */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    const register = () => {
      navigator.serviceWorker.register('/sw.js').catch((error) => console.warn('Service worker:', error))
    }
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [])
}
