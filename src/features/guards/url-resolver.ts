import { notFound } from '@tanstack/react-router'
import { isBackendOutage } from '../../../contract/error-reason'
import { CATALOGUE_BUDGET_MS, withinBudget } from '../errors/backend-budget'
import type { Guard } from './guard'

/** The catch-all path below the locale: "/de/platten/pvc-u.html" → "platten/pvc-u.html". */
export function cataloguePath(pathname: string, locale: string): string {
  const prefix = `/${locale}/`
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : ''
  try {
    return decodeURI(rest)
  } catch {
    return rest
  }
}

/**
 * Asks the backend what a catch-all path names (catalog.route, cached for the loader). No route, or a refused path,
 * answers 404; a backend that failed is no answer about the path, so its error goes on to the error page (503), and
 * a backend that is late is none either: past the catalogue's budget the page goes on and resolves the path while it
 * streams (src/features/catalog/load.ts).
 */
export const urlResolverGuard: Guard = async ({ context, params, location }) => {
  const path = cataloguePath(location.pathname, params.locale)
  if (!path) throw notFound()
  const route = await withinBudget(
    context.queryClient.ensureQueryData(context.trpc.catalog.route.queryOptions({ path })).catch((error: unknown) => {
      if (isBackendOutage(error)) throw error
      return null
    }),
    'late',
    CATALOGUE_BUDGET_MS,
  )
  if (!route) throw notFound()
}
