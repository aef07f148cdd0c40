/**
 * The desk's own rate limit of sign-in attempts, per client address and per user name, before commerce's lockout
 * counts them: Cloudflare's rate-limiting binding `DESK_SIGN_IN_RATE_LIMITER` (desk/wrangler.jsonc; `npm start` and
 * the tests run Miniflare's simulation of it). Without the binding nobody signs in: a desk deployed without its
 * limit would leave the staff's passwords to unlimited guessing past the lockout's window.
 */
import type { DeskEnv } from './env'

export async function allowsSignIn(env: DeskEnv, client: { ip: string | null; username: string }): Promise<boolean> {
  const limiter = env.DESK_SIGN_IN_RATE_LIMITER
  if (!limiter) return false
  const [byAddress, byUser] = await Promise.all([
    limiter.limit({ key: `ip:${client.ip ?? 'unknown'}` }),
    limiter.limit({ key: `user:${client.username.toLowerCase()}` }),
  ])
  return byAddress.success && byUser.success
}
