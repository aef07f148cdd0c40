import type { TrpcClient } from '../../trpc/app-router'
import { errorData } from '../../trpc/error-data'

export type NewsletterLinkAction = 'confirm' | 'unsubscribe'

export type NewsletterLinkResult = { action: NewsletterLinkAction; done: boolean }

/** The link's search parameters as they come from the mail (`?id=&code=`). */
export function newsletterLinkSearch(search: Record<string, unknown>): { id: string; code: string } {
  return { id: String(search.id ?? ''), code: String(search.code ?? '') }
}

/**
 * Follows a newsletter mail's link: the backend-for-frontend forwards it to commerce. A wrong link is an answer
 * the page shows, not an error page.
 */
export async function followNewsletterLink(
  client: TrpcClient,
  action: NewsletterLinkAction,
  search: { id: string; code: string },
): Promise<NewsletterLinkResult> {
  const input = { id: Number(search.id), code: search.code }
  try {
    await (action === 'confirm'
      ? client.newsletter.confirm.mutate(input)
      : client.newsletter.unsubscribeLink.mutate(input))
    return { action, done: true }
  } catch (error) {
    if (errorData(error)?.httpStatus === 400) return { action, done: false }
    throw error
  }
}
