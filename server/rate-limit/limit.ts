import { env } from 'cloudflare:workers'

/**
 * Rate limits of the account forms (sign-in, registration, password reset, newsletter), per client IP and per
 * account e-mail. In production Cloudflare's rate-limiting binding `ACCOUNT_RATE_LIMITER` (wrangler.jsonc
 * `ratelimits`: ACCOUNT_RATE_LIMIT attempts per ACCOUNT_RATE_PERIOD_SECONDS, counted per Cloudflare location;
 * `npm start` gets Miniflare's simulation of it); without the binding (the integration tests) an in-memory counter
 * of this isolate with the same limit.
 */

export const ACCOUNT_RATE_LIMIT = 10
export const ACCOUNT_RATE_PERIOD_SECONDS = 60

export type LimitedAction = 'sign_in' | 'registration' | 'confirmation_mail' | 'password_reset' | 'newsletter'

interface Limiter {
  /** false when the key has used up its attempts of the current period. */
  allows(key: string): Promise<boolean>
}

interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>
}

function bindingLimiter(binding: RateLimitBinding): Limiter {
  return { allows: async (key) => (await binding.limit({ key })).success }
}

/** A fixed window per key, as the binding's `simple` limit counts. */
function memoryLimiter(): Limiter {
  const windows = new Map<string, { startedAt: number; count: number }>()
  return {
    async allows(key) {
      const now = Date.now()
      const window = windows.get(key)
      if (!window || now - window.startedAt >= ACCOUNT_RATE_PERIOD_SECONDS * 1000) {
        windows.set(key, { startedAt: now, count: 1 })
        return true
      }
      window.count++
      return window.count <= ACCOUNT_RATE_LIMIT
    },
  }
}

let fallback: Limiter | undefined

function limiter(): Limiter {
  const binding: RateLimitBinding | undefined = env.ACCOUNT_RATE_LIMITER
  if (binding) return bindingLimiter(binding)
  fallback ??= memoryLimiter()
  return fallback
}

/** Counts one attempt for the client and for the account; false when either has used up its attempts. */
export async function allowsAttempt(
  action: LimitedAction,
  client: { ip: string | undefined; email: string },
): Promise<boolean> {
  const byLimiter = limiter()
  const [byIp, byEmail] = await Promise.all([
    byLimiter.allows(`${action}:ip:${client.ip ?? 'unknown'}`),
    byLimiter.allows(`${action}:email:${client.email.toLowerCase()}`),
  ])
  return byIp && byEmail
}
