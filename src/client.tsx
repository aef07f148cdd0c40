/**
 * The client entry, a few hundred bytes, which the page loads once its first paint is on screen
 * (src/boot/load-after-first-paint.ts): it starts the hydration code (src/hydrate.tsx, in the shell chunk, already
 * preloaded beside it). Links work and the page reads before then; buttons answer once hydrated.
 */
// The entry owns the styles, so TanStack Start inlines them into every page's head (vite.config.ts, inlineCss) and
// Vite does not fetch them again as a dependency of the hydration code.
import './styles/app.css'

void import('./hydrate')
