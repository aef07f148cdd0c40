/**
 * `/rest/*`: the admin REST calls the desk makes, forwarded to commerce with the session's token as
 * `Authorization: Bearer …`. Only the routes commerce's route table marks as the desk's pass
 * (commerce/api/routes.ts, `desk`); anything else of commerce's REST API stays out of reach of the desk's pages.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isDeskCall } from '../../commerce/api/routes'
import { callCommerce, type DeskEnv } from './env'
import { endSession, sessionToken } from './session'

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
  if (!isDeskCall(c.req.method, url.pathname)) return c.json({ message: 'Not a call of the sales desk.' }, 404)
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
