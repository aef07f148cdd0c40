/**
 * The path as the caller sent it, checked before any routing. `new URL()` resolves dot segments, `%2e%2e` among
 * them, so `/rest/V1/%2e%2e/%2e%2e/graphql` would reach /graphql: a zone route that exposes only `/rest/V1/*`
 * (README.md, "What a deployment exposes") would then expose everything, unless the zone normalises URLs. A raw
 * path with a dot segment (plain or percent-encoded) or a backslash (`\` or `%5C`, which some parsers read as `/`)
 * is refused.
 */

/** The raw path of a request URL: what follows the authority, up to the query or fragment. */
const rawPath = (url: string) => url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/\\?#]*/i, '').split(/[?#]/, 1)[0] ?? ''

const isDotSegment = (segment: string) => /^(\.|%2e){1,2}$/i.test(segment)

export function hasUnsafePath(url: string): boolean {
  const path = rawPath(url)
  return /\\|%5c/i.test(path) || path.split('/').some(isDotSegment)
}

/** Magento's 400 in its REST shape. */
export const unsafePathResponse = () =>
  new Response(JSON.stringify({ message: 'The request path is invalid.', parameters: [] }), {
    status: 400,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })
