/** The data block in the page's head that names the page's modules (boot/page-head.tsx). */
export const pageModulesId = 'page-modules'

/** Preloads the modules the page's head names, beside the hydration code, once the first paint is shown. */
export function preloadPageModules(): void {
  const list = document.getElementById(pageModulesId)?.textContent
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.appendChild(link)
  }
}
