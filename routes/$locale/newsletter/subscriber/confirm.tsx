import { createFileRoute } from '@tanstack/react-router'
import { followNewsletterLink, newsletterLinkSearch } from '../../../../src/features/newsletter/newsletter-link'
import { NewsletterLinkPage } from '../../../../src/features/newsletter/newsletter-link-page'

/** The confirm link of the newsletter mails ({base_link_url}newsletter/subscriber/confirm?id=&code=). */
export const Route = createFileRoute('/$locale/newsletter/subscriber/confirm')({
  validateSearch: newsletterLinkSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => followNewsletterLink(context.trpcClient, 'confirm', deps),
  staleTime: Number.POSITIVE_INFINITY,
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: NewsletterLink,
})

function NewsletterLink() {
  return <NewsletterLinkPage result={Route.useLoaderData()} />
}
