import { createFileRoute } from '@tanstack/react-router'
import { CmsPageSkeleton } from '../../src/features/catalog/page-skeletons'
import { CmsPage } from '../../src/features/content/cms-page'
import { cmsPageHead } from '../../src/features/content/cms-route'
import { loadCmsPage } from '../../src/features/content/load'

/** The company's home page text: the store view's `home` CMS page (the shop's start page is the stock list). */
export const Route = createFileRoute('/$locale/Home')({
  loader: ({ context }) => loadCmsPage(context, 'home'),
  head: ({ loaderData, matches, params }) => cmsPageHead(loaderData, params.locale, matches),
  component: () => <CmsPage identifier="home" />,
  pendingComponent: CmsPageSkeleton,
})
