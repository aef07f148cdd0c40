import { notFound } from '@tanstack/react-router'
import { type CatalogueContext, errorCode } from '../catalog/load'
import type { PageSeo } from '../catalog/seo'

/** The CMS pages the shell links to under their own path (spec §2); any other page is /{locale}/Page/{identifier}. */
export const cmsPagePaths = { home: 'Home', faq: 'Faq' } as const

export interface CmsPageRoute {
  identifier: string
  seo: PageSeo
}

function pathOf(identifier: string): string {
  return identifier in cmsPagePaths ? cmsPagePaths[identifier as keyof typeof cmsPagePaths] : `Page/${identifier}`
}

/** Loads the store view's CMS page for the route; an unknown or disabled identifier is a 404. */
export async function loadCmsPage(
  { queryClient, trpc }: Pick<CatalogueContext, 'queryClient' | 'trpc'>,
  identifier: string,
): Promise<CmsPageRoute> {
  try {
    const page = await queryClient.ensureQueryData(trpc.content.cmsPage.queryOptions({ identifier }))
    return {
      identifier,
      seo: { title: page.metaTitle || page.title, description: page.metaDescription, path: pathOf(identifier) },
    }
  } catch (error) {
    if (errorCode(error) === 'BAD_REQUEST' || errorCode(error) === 'NOT_FOUND') throw notFound()
    throw error
  }
}
