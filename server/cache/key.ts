/** What makes two commerce answers differ. The customer token is deliberately absent: it never enters a key. */
export interface CacheKeyParts {
  query: string
  variables: unknown
  storeCode: string
  currency: string
  customerGroup: string
}

/** A URL for the Cache API: the SHA-256 of everything an answer depends on. */
export function cacheKey(parts: CacheKeyParts): Promise<string> {
  const text = JSON.stringify([
    parts.query,
    parts.variables ?? null,
    parts.storeCode,
    parts.currency,
    parts.customerGroup,
  ])
  return edgeCacheUrl('commerce', text)
}

/** A Cache API URL named by the SHA-256 of `text`: what it names never appears in it. */
export async function edgeCacheUrl(kind: string, text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `https://edge-cache.internal/${kind}/${hex}`
}
