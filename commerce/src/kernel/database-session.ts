/**
 * D1 read replication through the Sessions API. Every request's queries run in one session: a request that carries
 * a bookmark (BOOKMARK_HEADER) reads from a replica at least as new as that bookmark, so a caller that hands back
 * the bookmark of its last answer reads its own writes; one without a bookmark starts where its route says (the
 * storefront's GraphQL at the nearest replica, the admin REST at the primary). Writes always go to the primary.
 * The answer carries the session's latest bookmark in the same header. Where the binding has no Sessions API (an
 * older runtime), the request uses the binding as it is and answers no bookmark.
 */

import { isD1Bookmark } from '../../../rules/d1-bookmark'

/** The transport's header (an extension of the HTTP exchange, not of GraphQL) for a D1 session's bookmark. */
export const BOOKMARK_HEADER = 'x-d1-bookmark'

/** Where a session without a bookmark starts: the nearest replica, or the primary. */
export type SessionStart = 'first-unconstrained' | 'first-primary'

/** The part of a D1 binding queries use: a binding or a session of it. */
export type D1Queries = Pick<D1Database, 'prepare' | 'batch'>

export interface DatabaseSession {
  d1: D1Queries
  /** The latest bookmark of the session's queries; null before the first one or without the Sessions API. */
  bookmark(): string | null
}

export function bookmarkOf(request: Request): string | undefined {
  const bookmark = request.headers.get(BOOKMARK_HEADER)?.trim()
  return isD1Bookmark(bookmark) ? bookmark : undefined
}

/** The request's session on `d1`: from the request's bookmark, else from `start`. */
export function databaseSession(
  d1: D1Queries & Partial<Pick<D1Database, 'withSession'>>,
  request: Request,
  start: SessionStart,
): DatabaseSession {
  if (typeof d1.withSession !== 'function') return { d1, bookmark: () => null }
  const session = d1.withSession(bookmarkOf(request) ?? start)
  return { d1: session, bookmark: () => session.getBookmark() }
}

/** `response` with the session's latest bookmark in BOOKMARK_HEADER (unchanged when there is none). */
export function withBookmark(response: Response, session: DatabaseSession): Response {
  const bookmark = session.bookmark()
  if (!bookmark) return response
  const headers = new Headers(response.headers)
  headers.set(BOOKMARK_HEADER, bookmark)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
