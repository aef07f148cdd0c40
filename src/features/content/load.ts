import { notFound } from '@tanstack/react-router'
import { type CatalogueContext, errorCode } from '../catalog/load'
import type { PageSeo } from '../catalog/seo'
import { CATALOGUE_BUDGET_MS, withinBudget } from '../errors/backend-budget'

/** The CMS pages the shell links to under their own path (spec §2); any other page is /{locale}/Page/{identifier}. */
export const cmsPagePaths = { home: 'Home', faq: 'Faq' } as const

export interface CmsPageRoute {
  identifier: string
  /** None when the backend was slower than the budget: the page streams in behind its skeleton. */
  seo?: PageSeo
}

function pathOf(identifier: string): string {
  return identifier in cmsPagePaths ? cmsPagePaths[identifier as keyof typeof cmsPagePaths] : `Page/${identifier}`
}

/** Loads the store view's CMS page for the route within the catalogue's budget; an unknown or disabled identifier is a 404. */
export async function loadCmsPage(
  { queryClient, trpc }: Pick<CatalogueContext, 'queryClient' | 'trpc'>,
  identifier: string,
): Promise<CmsPageRoute> {
  try {
    const page = await withinBudget(
      queryClient.ensureQueryData(trpc.content.cmsPage.queryOptions({ identifier })),
      undefined,
      CATALOGUE_BUDGET_MS,
    )
    if (!page) return { identifier }
    return {
      identifier,
      seo: { title: page.metaTitle || page.title, description: page.metaDescription, path: pathOf(identifier) },
    }
  } catch (error) {
    if (errorCode(error) === 'BAD_REQUEST' || errorCode(error) === 'NOT_FOUND') throw notFound()
    throw error
  }
}
