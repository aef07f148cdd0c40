/**
 * Admin access as Magento's REST API grants it: `POST /rest/V1/integration/admin/token` with `{username, password}`
 * answers an access token (a JSON string) for the one admin user of the environment (`ADMIN_USERNAME`,
 * `ADMIN_PASSWORD`; without them no admin can sign in); admin routes check `Authorization: Bearer <token>` with
 * `requireAdmin`. Tokens are valid for `oauth/access_token_lifetime/admin` hours (Magento's default 4).
 */
import { and, eq, gt } from 'drizzle-orm'
import { database } from '../kernel/database'
import type { Env } from '../kernel/env'
import { adminOauthToken } from './tables'

const TOKEN_LIFETIME_HOURS = 4
const ROUTE = /^\/rest(?:\/(?:default|all))?\/V1\/integration\/admin\/token\/?$/

export const restJson = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')
const sha256 = async (text: string) => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
const dbTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')

/** Compares two secrets through their digests, so the time taken says nothing about where they differ. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(expected)])
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'

/** `POST /rest/V1/integration/admin/token` (also under the store codes `default` and `all`). */
export async function adminTokenRoute(request: Request, env: Env): Promise<Response | null> {
  if (!ROUTE.test(new URL(request.url).pathname) || request.method !== 'POST') return null
  let body: { username?: unknown; password?: unknown }
  try {
    body = (await request.json()) as typeof body
  } catch {
    return restJson({ message: 'Decoding error: Unable to unserialize value.', parameters: [] }, 400)
  }
  const missing = (['username', 'password'] as const).filter((f) => typeof body?.[f] !== 'string' || body[f] === '')
  if (missing.length > 0) {
    return restJson(
      {
        message: 'One or more input exceptions have occurred.',
        errors: missing.map((fieldName) => ({
          message: '"%fieldName" is required. Enter and try again.',
          parameters: { fieldName },
        })),
      },
      400,
    )
  }
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = env
  const valid =
    !!username && !!password && body.username === username && (await sameSecret(String(body.password), password))
  if (!valid) return restJson({ message: SIGN_IN_FAILED }, 401)
  const token = hex(crypto.getRandomValues(new Uint8Array(32)).buffer)
  await database(env.DB)
    .insert(adminOauthToken)
    .values({ admin_username: username, token: await sha256(token) })
  return restJson(token)
}

/**
 * Null when the request carries a valid admin token; else Magento's 401 for a REST resource (`resource` names the
 * ACL resource in the message, e.g. `Magento_Sales::actions_view`). Any module's admin route can use it.
 */
export async function requireAdmin(request: Request, env: Env, resource: string): Promise<Response | null> {
  const [type, token] = (request.headers.get('Authorization') ?? '').trim().split(/\s+/)
  if (type?.toLowerCase() === 'bearer' && token && env.ADMIN_USERNAME) {
    const since = dbTime(new Date(Date.now() - TOKEN_LIFETIME_HOURS * 3_600_000))
    const [row] = await database(env.DB)
      .select({ username: adminOauthToken.admin_username })
      .from(adminOauthToken)
      .where(and(eq(adminOauthToken.token, await sha256(token)), gt(adminOauthToken.created_at, since)))
    if (row && row.username === env.ADMIN_USERNAME) return null
  }
  return restJson(
    { message: "The consumer isn't authorized to access %resources.", parameters: { resources: resource } },
    401,
  )
}
