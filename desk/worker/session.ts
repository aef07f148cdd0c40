/**
 * A clerk's session: the staff user's admin token from commerce lives only in an HttpOnly cookie, so the desk's
 * JavaScript never holds it. `POST /session` signs in (rate-limited per client address and user name), `GET
 * /session` names the clerk whose token the cookie holds, as commerce answers for it, `DELETE /session` revokes the
 * token at commerce and clears the cookie.
 */
import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'
import { callCommerce, type DeskEnv } from './env'
import { allowsSignIn } from './sign-in-limit'

/** As long as commerce keeps a staff token (Magento's `oauth/access_token_lifetime/admin`, 4 hours). */
const LIFETIME_SECONDS = 4 * 60 * 60
const TOKEN_COOKIE = 'desk_token'
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
  deleteCookie(c, TOKEN_COOKIE, cookieOptions(c))
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
  if (!(await allowsSignIn(c.env, { ip: c.req.header('cf-connecting-ip') ?? null, username: given.username }))) {
    return c.json({ message: 'Too many sign-in attempts.' }, 429)
  }
  const answer = await callCommerce(c.env, TOKEN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(given),
  })
  if (answer.status === 401) return c.json({ message: 'Sign-in refused.' }, 401)
  if (!answer.ok) return c.json({ message: 'Commerce is not answering.' }, 502)
  const token = (await answer.json()) as string
  setCookie(c, TOKEN_COOKIE, token, { ...cookieOptions(c), maxAge: LIFETIME_SECONDS })
  return c.json({ username: given.username })
}

/** The clerk as commerce knows the token's holder; a cookie without a token commerce takes is no session. */
async function whoIsSignedIn(c: DeskContext): Promise<Response> {
  const token = sessionToken(c)
  const answer = token
    ? await callCommerce(c.env, TOKEN_PATH, { method: 'GET', headers: { authorization: `Bearer ${token}` } })
    : null
  if (answer?.ok) return c.json(await answer.json())
  if (answer && answer.status !== 401) return c.json({ message: 'Commerce is not answering.' }, 502)
  endSession(c)
  return c.json({ message: 'Not signed in.' }, 401)
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
