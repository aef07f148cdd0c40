import { isD1Bookmark } from '../../rules/d1-bookmark'
import type { ShopCookies } from './cookies'

/**
 * The header in which the commerce Worker takes and answers a D1 session's bookmark (commerce/README.md, "Read
 * replication"): a transport extension beside GraphQL, not part of it. A Magento answers none, and nothing changes.
 */
export const BOOKMARK_HEADER = 'x-d1-bookmark'

/**
 * The visitor's place in the database's history: the latest bookmark commerce answered them, kept in an HttpOnly
 * cookie, so that each of their reads goes to a replica that has seen their own writes (the cart after an add, a
 * request after placing it).
 */
export interface VisitorBookmark {
  /** The bookmark to send with the visitor's next personal call; undefined for a new visitor. */
  current(): string | undefined
  /** Takes commerce's answer: a newer bookmark replaces the kept one (and the cookie); an older one is ignored. */
  advance(answered: string | null): void
}

export function visitorBookmark(cookies: ShopCookies): VisitorBookmark {
  const kept = cookies.get('databaseBookmark')
  let latest = isD1Bookmark(kept) ? kept : undefined
  return {
    current: () => latest,
    advance(answered) {
      // D1 orders bookmarks as strings (as its own sessions do when several queries answer).
      if (!isD1Bookmark(answered) || (latest !== undefined && answered.localeCompare(latest) <= 0)) return
      latest = answered
      cookies.set('databaseBookmark', answered)
    },
  }
}
