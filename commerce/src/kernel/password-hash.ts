/**
 * Password hashes: PBKDF2-SHA256 through WebCrypto (what a Worker runs natively), stored with their algorithm and
 * cost as `pbkdf2_sha256$<iterations>$<salt>$<hash>` (base64) so that a sign-in can upgrade an older hash.
 * 100,000 iterations: the most Cloudflare's production Workers accept for PBKDF2 (OWASP asks for 600,000).
 * Customers' and staff users' passwords alike.
 */

const ALGORITHM = 'pbkdf2_sha256'
const ITERATIONS = 100_000

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  return `${ALGORITHM}$${ITERATIONS}$${toBase64(salt)}$${toBase64(await derive(password, salt, ITERATIONS))}`
}

/** Whether `password` matches `stored`, and whether the stored hash should be replaced by a current one. */
export async function verifyPassword(password: string, stored: string): Promise<{ valid: boolean; outdated: boolean }> {
  const [algorithm, rounds, salt, hash] = stored.split('$')
  const iterations = Number(rounds)
  if (algorithm !== ALGORITHM || !salt || !hash || !Number.isInteger(iterations) || iterations <= 0) {
    return { valid: false, outdated: false }
  }
  const expected = fromBase64(hash)
  const actual = await derive(password, fromBase64(salt), iterations)
  let difference = expected.length ^ actual.length
  for (let i = 0; i < actual.length; i++) difference |= (actual[i] ?? 0) ^ (expected[i] ?? 0)
  return { valid: difference === 0, outdated: iterations < ITERATIONS }
}
