import { createFileRoute } from '@tanstack/react-router'
import { CmsPageSkeleton } from '../../../src/features/catalog/page-skeletons'
import { CmsPage } from '../../../src/features/content/cms-page'
import { cmsPageHead } from '../../../src/features/content/cms-route'
import { loadCmsPage } from '../../../src/features/content/load'

/** Any CMS page of the store view by its identifier, e.g. /de/Page/imprint. */
export const Route = createFileRoute('/$locale/Page/$identifier')({
  loader: ({ context, params }) => loadCmsPage(context, params.identifier),
  head: ({ loaderData, matches, params }) => cmsPageHead(loaderData, params.locale, matches),
  component: PageRoute,
  pendingComponent: CmsPageSkeleton,
})

function PageRoute() {
  return <CmsPage identifier={Route.useParams().identifier} />
}
