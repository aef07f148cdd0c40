import { Asset, useRouter, useTags } from '@tanstack/react-router'

type Tag = ReturnType<typeof useTags>[number]

export const isModulePreload = (tag: Tag) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'

/**
 * The routes' head tags (TanStack's HeadContent) without the module preloads: the entry, the hydration code and the
 * page's chunks are preloaded after the first paint (./page-scripts.tsx). Fetched while the page is parsed, they would
 * share the connection with the first paint's pictures and, on a slow phone, finish on its critical path.
 */
export function PageHead() {
  const router = useRouter()
  return useTags()
    .filter((tag) => !isModulePreload(tag))
    .map((tag) => <Asset {...tag} key={`head-${JSON.stringify(tag)}`} nonce={router.options.ssr?.nonce} />)
}
