/** Random secrets (access tokens, confirmation and reset keys) and their stored form. */

/** 32 random bytes (256 bits) as 64 hex characters. */
export function randomToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** The SHA-256 of a secret, hex: what the database keeps instead of the secret. */
export async function sha256(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
