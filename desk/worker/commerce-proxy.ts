/**
 * `/rest/*`: the admin REST calls the desk makes, forwarded to commerce with the session's token as
 * `Authorization: Bearer …`. Only the routes below pass; anything else of commerce's admin API stays out of reach
 * of the desk's pages.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { callCommerce, type DeskEnv } from './env'
import { endSession, sessionToken } from './session'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

const ID = '\\d+'
const route = (method: Method, path: string) => ({ method, pattern: new RegExp(`^/rest/V1/${path}$`) })

/** What the desk may call, as Magento's admin REST names it (commerce/README.md, "Admin REST"). */
const allowedRoutes = [
  route('GET', 'orders'),
  route('GET', `orders/${ID}`),
  route('POST', `orders/${ID}/comments`),
  route('GET', 'reviews'),
  route('PUT', `reviews/${ID}`),
  // The offer and the order confirmation: the prefilled draft, the preview's PDF, the send, every version and its PDF.
  route('GET', `order/${ID}/(offer|confirmation)-draft`),
  route('POST', `order/${ID}/(offer|confirmation)(-preview)?`),
  route('GET', `order/${ID}/documents`),
  route('GET', `documents/${ID}(/pdf)?`),
  // The request's mails with their delivery, and sending a failed one again.
  route('GET', `order/${ID}/mails`),
  route('POST', `order/${ID}/mails/${ID}/retry`),
]

const isAllowed = (method: string, path: string) =>
  allowedRoutes.some((allowed) => allowed.method === method && allowed.pattern.test(path))

/** What passes from the desk's request to commerce, besides the body. */
const FORWARDED_HEADERS = ['content-type', 'accept']
/** What passes from commerce's answer back to the desk: a PDF keeps its file name. */
const ANSWER_HEADERS = [...FORWARDED_HEADERS, 'content-disposition']

const pick = (headers: Headers, names = FORWARDED_HEADERS) => {
  const picked = new Headers()
  for (const name of names) {
    const value = headers.get(name)
    if (value !== null) picked.set(name, value)
  }
  return picked
}

export async function proxyToCommerce(c: Context<{ Bindings: DeskEnv }>): Promise<Response> {
  const url = new URL(c.req.url)
  if (!isAllowed(c.req.method, url.pathname)) return c.json({ message: 'Not a call of the sales desk.' }, 404)
  const token = sessionToken(c)
  if (!token) return c.json({ message: 'Not signed in.' }, 401)
  const headers = pick(c.req.raw.headers)
  headers.set('authorization', `Bearer ${token}`)
  const hasBody = c.req.method !== 'GET'
  const answer = await callCommerce(c.env, url.pathname + url.search, {
    method: c.req.method,
    headers,
    body: hasBody ? await c.req.arrayBuffer() : undefined,
  })
  // A token commerce no longer takes (expired, revoked, user disabled): the session is over.
  if (answer.status === 401) endSession(c)
  return c.body(
    await answer.arrayBuffer(),
    answer.status as ContentfulStatusCode,
    Object.fromEntries(pick(answer.headers, ANSWER_HEADERS)),
  )
}
