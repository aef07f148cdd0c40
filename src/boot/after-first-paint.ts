/** How long a page waits for its first contentful paint before it hydrates anyway. */
const FALLBACK_MS = 3000

/**
 * Runs `start` once the page's first contentful paint has been presented, or at once where there is none to wait
 * for: a browser without paint timing, or a page opened in the background (it paints only when shown).
 */
export function afterFirstPaint(start: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || document.visibilityState === 'hidden') {
    start()
    return
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) once()
  })
  // A page that paints nothing contentful must not stay inert.
  const fallback = setTimeout(once, FALLBACK_MS)
  function once() {
    observer.disconnect()
    clearTimeout(fallback)
    document.removeEventListener('visibilitychange', once)
    start()
  }
  document.addEventListener('visibilitychange', once)
  observer.observe({ type: 'paint', buffered: true })
}
