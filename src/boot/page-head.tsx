import { Asset, rootRouteId, useRouter, useTags } from '@tanstack/react-router'
import { pageModulesId } from './page-modules'

type Tag = ReturnType<typeof useTags>[number]

/**
 * The routes' head tags (TanStack's HeadContent), except that of the module preloads only the client entry's stay:
 * the rest (the hydration code, the page's chunks) is listed in a data block that the entry preloads after the first
 * paint (src/client.tsx). Fetched while the page is parsed, they would share the connection with the first paint's
 * pictures and, on a slow phone, finish on its critical path.
 */
export function PageHead() {
  const router = useRouter()
  const tags = useTags()
  const entryModules = useEntryModules()
  const isDeferred = (tag: Tag) =>
    tag.tag === 'link' && tag.attrs?.rel === 'modulepreload' && !entryModules.has(String(tag.attrs.href))
  return (
    <>
      {tags
        .filter((tag) => !isDeferred(tag))
        .map((tag) => (
          <Asset {...tag} key={`head-${JSON.stringify(tag)}`} nonce={router.options.ssr?.nonce} />
        ))}
      <script id={pageModulesId} type="application/json" suppressHydrationWarning>
        {JSON.stringify(tags.filter(isDeferred).map((tag) => tag.attrs?.href))}
      </script>
    </>
  )
}

/** The client entry and what it imports statically: the root route's preloads in TanStack Start's manifest. */
function useEntryModules(): Set<string> {
  const preloads = useRouter().ssr?.manifest?.routes[rootRouteId]?.preloads ?? []
  return new Set(preloads.map((link) => (typeof link === 'string' ? link : link.href)))
}
