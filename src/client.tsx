/**
 * The client entry, a few hundred bytes: the hydration code (src/hydrate.tsx, in the shell chunk) and the page's
 * modules load only once the first paint has been shown, so on a slow connection the page's text and first pictures
 * neither wait for JavaScript nor share the bandwidth with it. Links work and the page reads before then; buttons
 * answer once hydrated.
 */
import { afterFirstPaint } from './boot/after-first-paint'
import { preloadPageModules } from './boot/page-modules'
// The entry owns the styles, so TanStack Start inlines them into every page's head (vite.config.ts, inlineCss) and
// Vite does not fetch them again as a dependency of the hydration code.
import './styles/app.css'

afterFirstPaint(() => {
  preloadPageModules()
  void import('./hydrate')
})
