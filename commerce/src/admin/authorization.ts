/**
 * Admin access as Magento's REST API grants it: `POST /rest/V1/integration/admin/token` with `{username, password}`
 * of a staff user (`admin_user`, created by `npm run staff:add`) answers an access token (a JSON string); admin
 * routes check `Authorization: Bearer <token>` with `requireAdmin`, which answers who the staff user is. Tokens are
 * valid for `oauth/access_token_lifetime/admin` hours (Magento's default 4) and end at sign-out
 * (`DELETE /rest/V1/integration/admin/token`, an extension) or when the user is disabled. `GET` on the same path (an
 * extension) names the token's holder.
 */
import { and, eq, gt } from 'drizzle-orm'
import { type Database, database, dbTime } from '../kernel/database'
import type { Env } from '../kernel/env'
import { restJson } from '../kernel/rest-input'
import type { RestServices } from '../kernel/rest-router'
import { type AdminUser, signInStaff } from './staff-sign-in'
import { adminOauthToken, adminUser } from './tables'

const TOKEN_LIFETIME_HOURS = 4

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')
const sha256 = async (text: string) => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'

const bearerToken = (request: Request) => {
  const [type, token] = (request.headers.get('Authorization') ?? '').trim().split(/\s+/)
  return type?.toLowerCase() === 'bearer' && token ? token : null
}

/**
 * The staff user of the request's admin token; else Magento's 401 for a REST resource (`resource` names the ACL
 * resource in the message, e.g. `Magento_Sales::actions_view`). The kernel's REST router asks it for every admin
 * route (`staffAccess`).
 */
export async function requireAdmin(request: Request, env: Env, resource: string): Promise<AdminUser | Response> {
  const token = bearerToken(request)
  if (token) {
    const since = dbTime(new Date(Date.now() - TOKEN_LIFETIME_HOURS * 3_600_000))
    const [user] = await database(env.DB)
      .select({
        user_id: adminUser.user_id,
        username: adminUser.username,
        firstname: adminUser.firstname,
        lastname: adminUser.lastname,
      })
      .from(adminOauthToken)
      .innerJoin(adminUser, eq(adminUser.username, adminOauthToken.admin_username))
      .where(
        and(
          eq(adminOauthToken.token, await sha256(token)),
          gt(adminOauthToken.created_at, since),
          eq(adminUser.is_active, 1),
        ),
      )
    if (user) return user
  }
  return restJson(
    { message: "The consumer isn't authorized to access %resources.", parameters: { resources: resource } },
    401,
  )
}

/** The token calls (commerce/api/routes.ts): sign-in, and, extensions, sign-out and the token's holder. */
export const staffTokenServices: RestServices = {
  async staffToken({ env, input }) {
    const user = await signInStaff(database(env.DB), input.username, input.password)
    if (!user) return restJson({ message: SIGN_IN_FAILED }, 401)
    const token = hex(crypto.getRandomValues(new Uint8Array(32)).buffer)
    await database(env.DB)
      .insert(adminOauthToken)
      .values({ admin_username: user.username, token: await sha256(token) })
    return restJson(token)
  },
  async staffTokenRevoke({ request, env }) {
    await database(env.DB)
      .delete(adminOauthToken)
      .where(eq(adminOauthToken.token, await sha256(bearerToken(request) ?? '')))
    return restJson(true)
  },
  async staffTokenHolder({ staff }) {
    return restJson({ username: staff.username, firstname: staff.firstname, lastname: staff.lastname })
  },
}

/** Whether `username` names an active staff user (one a request can be assigned to). */
export async function isActiveStaffUser(db: Database, username: string): Promise<boolean> {
  const [user] = await db
    .select({ username: adminUser.username })
    .from(adminUser)
    .where(and(eq(adminUser.username, username), eq(adminUser.is_active, 1)))
  return user !== undefined
}
