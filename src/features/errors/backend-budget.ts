/**
 * How long a page waits for the backend before it renders without the answer (issue 11: the page shell within 3 s
 * whatever the backend does). The shell's own data (store configuration, session) and the catalogue's (the path,
 * the products) wait in turn, so their budgets add up; what is late streams in behind the route's skeleton.
 */
export const SHELL_BUDGET_MS = 1500
export const CATALOGUE_BUDGET_MS = 1000

/**
 * On the server, `work`'s answer when it comes within `ms`, else `fallback`; `work` goes on, and its late failure is
 * dropped. In the browser the page is already there and the route's skeleton shows while a loader waits, so the
 * answer is awaited whole: the page's title and meta then come from it, not from the fallback.
 */
export function withinBudget<T, F = T>(work: Promise<T>, fallback: F, ms: number): Promise<T | F> {
  if (!import.meta.env.SSR) return work
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}
