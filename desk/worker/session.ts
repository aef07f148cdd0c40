/**
 * A clerk's session: the staff user's admin token from commerce lives only in an HttpOnly cookie, so the desk's
 * JavaScript never holds it. `POST /session` signs in, `GET /session` names the signed-in clerk, `DELETE /session`
 * revokes the token at commerce and clears the cookies.
 */
import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'
import { callCommerce, type DeskEnv } from './env'

/** As long as commerce keeps a staff token (Magento's `oauth/access_token_lifetime/admin`, 4 hours). */
const LIFETIME_SECONDS = 4 * 60 * 60
const TOKEN_COOKIE = 'desk_token'
/** Who signed in, for the app bar: commerce's token answer does not say. */
const STAFF_COOKIE = 'desk_staff'
const TOKEN_PATH = '/rest/V1/integration/admin/token'

type DeskContext = Context<{ Bindings: DeskEnv }>

const cookieOptions = (c: DeskContext): CookieOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'Strict',
  secure: new URL(c.req.url).protocol === 'https:',
})

export const sessionToken = (c: DeskContext) => getCookie(c, TOKEN_COOKIE)

export function endSession(c: DeskContext): void {
  for (const name of [TOKEN_COOKIE, STAFF_COOKIE]) deleteCookie(c, name, cookieOptions(c))
}

async function credentials(c: DeskContext): Promise<{ username: string; password: string } | null> {
  const body = (await c.req.json().catch(() => null)) as { username?: unknown; password?: unknown } | null
  const { username, password } = body ?? {}
  return typeof username === 'string' && typeof password === 'string' && username && password
    ? { username, password }
    : null
}

async function signIn(c: DeskContext): Promise<Response> {
  const given = await credentials(c)
  if (!given) return c.json({ message: 'Username and password are required.' }, 400)
  const answer = await callCommerce(c.env, TOKEN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(given),
  })
  if (answer.status === 401) return c.json({ message: 'Sign-in refused.' }, 401)
  if (!answer.ok) return c.json({ message: 'Commerce is not answering.' }, 502)
  const token = (await answer.json()) as string
  const options = { ...cookieOptions(c), maxAge: LIFETIME_SECONDS }
  setCookie(c, TOKEN_COOKIE, token, options)
  setCookie(c, STAFF_COOKIE, given.username, options)
  return c.json({ username: given.username })
}

function whoIsSignedIn(c: DeskContext): Response {
  const username = getCookie(c, STAFF_COOKIE)
  return sessionToken(c) && username ? c.json({ username }) : c.json({ message: 'Not signed in.' }, 401)
}

async function signOut(c: DeskContext): Promise<Response> {
  const token = sessionToken(c)
  if (token) {
    await callCommerce(c.env, TOKEN_PATH, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
  }
  endSession(c)
  return c.body(null, 204)
}

export const sessionRoutes = new Hono<{ Bindings: DeskEnv }>()
  .post('/', signIn)
  .get('/', whoIsSignedIn)
  .delete('/', signOut)
