import { createFileRoute } from '@tanstack/react-router'
import { CmsPageSkeleton } from '../../src/features/catalog/page-skeletons'
import { CmsPage } from '../../src/features/content/cms-page'
import { cmsPageHead } from '../../src/features/content/cms-route'
import { loadCmsPage } from '../../src/features/content/load'

/** Help & FAQs: the store view's `faq` CMS page. */
export const Route = createFileRoute('/$locale/Faq')({
  loader: ({ context }) => loadCmsPage(context, 'faq'),
  head: ({ loaderData, matches, params }) => cmsPageHead(loaderData, params.locale, matches),
  component: () => <CmsPage identifier="faq" />,
  pendingComponent: CmsPageSkeleton,
})
