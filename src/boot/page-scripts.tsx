import { RouterContextProvider, rootRouteId, ScriptOnce, Scripts, useRouter, useTags } from '@tanstack/react-router'
import { useMemo } from 'react'
import { loadAfterFirstPaint } from './load-after-first-paint'
import { isModulePreload } from './page-head'

type Router = ReturnType<typeof useRouter>
type Manifest = NonNullable<NonNullable<Router['ssr']>['manifest']>

/**
 * TanStack's body scripts (the page's data for hydration) without the client entry's module script, which the
 * browser would fetch while it parses the page. An inline script loads the entry instead, with the page's module
 * preloads that the head leaves out (./page-head.tsx), once the first paint and the page's first picture are on
 * screen (./load-after-first-paint.ts). The development server's client runtime and entry load as TanStack sends
 * them: the wait is for a built page.
 */
export const PageScripts = import.meta.env.DEV ? Scripts : BuiltPageScripts

function BuiltPageScripts() {
  const router = useRouter()
  const withoutEntry = useMemo(() => routerWithoutEntryScript(router), [router])
  return (
    <>
      <RouterContextProvider router={withoutEntry}>
        <Scripts />
      </RouterContextProvider>
      {import.meta.env.SSR && <EntryLoader />}
    </>
  )
}

function EntryLoader() {
  const entry = useRouter().ssr?.manifest?.routes[rootRouteId]?.scripts?.find((script) => script.attrs?.src)?.attrs?.src
  const modules = useTags()
    .filter(isModulePreload)
    .map((tag) => String(tag.attrs?.href))
    .filter((href) => href !== entry)
  if (!entry) return null
  const call = `(${loadAfterFirstPaint})(${JSON.stringify(entry)},${JSON.stringify(modules)})`
  return <ScriptOnce>{call}</ScriptOnce>
}

/**
 * The router as TanStack's Scripts reads it: the same router (its prototype) with a manifest whose root route names no
 * script, on the server and in the browser alike, so hydration finds the scripts the page was sent with.
 */
function routerWithoutEntryScript(router: Router): Router {
  return Object.create(router, {
    ssr: {
      get: () => router.ssr && { ...router.ssr, manifest: manifestWithoutEntryScript(router.ssr.manifest) },
    },
  })
}

function manifestWithoutEntryScript(manifest: Manifest | undefined): Manifest | undefined {
  const root = manifest?.routes[rootRouteId]
  if (!manifest || !root) return manifest
  return { ...manifest, routes: { ...manifest.routes, [rootRouteId]: { ...root, scripts: undefined } } }
}
