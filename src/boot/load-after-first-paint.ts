/**
 * Loads the client entry once the page's first contentful paint has been presented and its first picture (a
 * listing's first card, a product's photo: the one image with fetchpriority="high") has loaded, or at once where
 * there is nothing to wait for: a browser without paint timing, a page opened in the background (it paints only when
 * shown). Until then the browser fetches nothing but the page and its pictures; then it preloads the page's modules
 * beside the entry.
 *
 * At the first paint it also makes the page's first number formatter, in a task of its own: a page's first Intl
 * formatter loads the browser's locale data (13–19 ms on a fast machine, four times that on a phone), which
 * otherwise falls inside one slice of hydration, the first price it renders. Later formatters cost well under 1 ms.
 *
 * The page carries this function as the text of an inline script (./page-scripts.tsx): it may use nothing outside
 * its own body.
 */
export function loadAfterFirstPaint(entry: string, modules: readonly string[]): void {
  // A page that paints nothing contentful, or whose picture never settles, must not stay inert.
  const fallbackMs = 3000
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of modules) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.appendChild(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.src = entry
    document.head.appendChild(script)
  }
  // After the paint that shows the picture, not within it.
  const startAfterPicture = () => {
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
    if (!picture || picture.complete) requestAnimationFrame(() => setTimeout(start, 0))
    else for (const event of ['load', 'error']) picture.addEventListener(event, startAfterPicture, { once: true })
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || document.visibilityState === 'hidden') {
    start()
    return
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    setTimeout(() => new Intl.NumberFormat(document.documentElement.lang || undefined).format(0), 0)
    startAfterPicture()
  }).observe({ type: 'paint', buffered: true })
  setTimeout(start, fallbackMs)
  document.addEventListener('visibilitychange', start, { once: true })
}
