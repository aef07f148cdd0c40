import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { pageRequestContext } from '../page-request-context'

/**
 * During SSR the page calls the backend-for-frontend in the same isolate: no network hop.
 * The visitor's cookies go in, and any cookie the procedures set comes back out on the page response.
 */
export async function inProcessFetch(input: string, init?: RequestInit): Promise<Response> {
  const { api } = pageRequestContext()
  const incoming = getRequest()
  const url = new URL(input)
  const origin = new URL(incoming.url).origin
  const headers = new Headers(init?.headers)
  const cookie = incoming.headers.get('cookie')
  if (cookie) headers.set('cookie', cookie)
  headers.set('origin', origin)
  const response = await api(new Request(origin + url.pathname + url.search, { ...init, headers }))
  for (const setCookie of response.headers.getSetCookie()) appendResponseHeader('set-cookie', setCookie)
  return response
}
