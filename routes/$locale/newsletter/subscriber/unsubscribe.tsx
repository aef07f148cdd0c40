import { createFileRoute } from '@tanstack/react-router'
import { followNewsletterLink, newsletterLinkSearch } from '../../../../src/features/newsletter/newsletter-link'
import { NewsletterLinkPage } from '../../../../src/features/newsletter/newsletter-link-page'

/** The unsubscribe link of the newsletter mails ({base_link_url}newsletter/subscriber/unsubscribe?id=&code=). */
export const Route = createFileRoute('/$locale/newsletter/subscriber/unsubscribe')({
  validateSearch: newsletterLinkSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => followNewsletterLink(context.trpcClient, 'unsubscribe', deps),
  staleTime: Number.POSITIVE_INFINITY,
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: NewsletterLink,
})

function NewsletterLink() {
  return <NewsletterLinkPage result={Route.useLoaderData()} />
}
