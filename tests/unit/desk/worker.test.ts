import { describe, expect, it } from 'vitest'
import desk from '../../../desk/worker'

/**
 * The sales desk's Worker with a stand-in commerce: the session cookie, the allow-list of admin REST calls, the
 * same-origin rule for changes and the headers of every answer.
 */
const ORIGIN = 'http://desk.test'

/** Miniflare's simple rate limit, as the binding counts: `limit` calls per key. */
function rateLimiter(limit: number) {
  const counts = new Map<string, number>()
  return {
    limit: async ({ key }: { key: string }) => {
      counts.set(key, (counts.get(key) ?? 0) + 1)
      return { success: (counts.get(key) ?? 0) <= limit }
    },
  }
}

function deskWith(commerce: (request: Request) => Response | Promise<Response>, signInLimit = 10) {
  const calls: Request[] = []
  const env = {
    DESK_SIGN_IN_RATE_LIMITER: rateLimiter(signInLimit),
    COMMERCE: {
      fetch: async (request: Request) => {
        calls.push(request)
        return commerce(request)
      },
    },
    ASSETS: { fetch: async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }) },
  }
  const call = (path: string, init: RequestInit = {}, origin = ORIGIN) =>
    desk.request(`${origin}${path}`, init, env as never)
  return { call, calls }
}

const signIn = (origin = ORIGIN): RequestInit => ({
  method: 'POST',
  headers: { origin, 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'anna.berger', password: 'secret' }),
})

const signedIn = { cookie: 'desk_token=tok123' }

describe('the desk Worker', () => {
  it('signs in with commerce and keeps the token in an HttpOnly, SameSite=Strict cookie for 4 hours', async () => {
    const { call, calls } = deskWith(() => Response.json('tok123'))
    const answer = await call('/session', signIn())
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ username: 'anna.berger' })
    expect(calls[0]?.method).toBe('POST')
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/rest/V1/integration/admin/token')
    expect(await calls[0]?.json()).toEqual({ username: 'anna.berger', password: 'secret' })
    const cookies = answer.headers.getSetCookie()
    const token = cookies.find((cookie) => cookie.startsWith('desk_token='))
    expect(token).toContain('desk_token=tok123')
    expect(token).toContain('HttpOnly')
    expect(token).toContain('SameSite=Strict')
    expect(token).toContain('Max-Age=14400')
    expect(token).not.toContain('Secure')
  })

  it('marks the cookie Secure on https', async () => {
    const { call } = deskWith(() => Response.json('tok123'))
    const answer = await call('/session', signIn('https://desk.test'), 'https://desk.test')
    expect(answer.headers.getSetCookie().every((cookie) => cookie.includes('Secure'))).toBe(true)
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=')
  })

  it('answers 401 and sets no cookie when commerce refuses the sign-in', async () => {
    const { call } = deskWith(() => Response.json({ message: 'The account sign-in was incorrect' }, { status: 401 }))
    const answer = await call('/session', signIn())
    expect(answer.status).toBe(401)
    expect(answer.headers.getSetCookie()).toEqual([])
  })

  it("takes no change a foreign page can send (Hono's csrf: a form or text body from another origin)", async () => {
    const { call, calls } = deskWith(() => Response.json('tok123'))
    const form = (origin: string | null, contentType: string): RequestInit => ({
      method: 'POST',
      headers: { ...signedIn, ...(origin ? { origin } : {}), 'content-type': contentType },
      body: 'statusHistory[comment]=x',
    })
    for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
      expect((await call('/rest/V1/orders/1/comments', form('https://evil.test', contentType))).status).toBe(403)
      expect((await call('/rest/V1/orders/1/comments', form(null, contentType))).status).toBe(403)
    }
    const crossSite = { ...form(null, 'text/plain'), headers: { ...signedIn, 'sec-fetch-site': 'cross-site' } }
    expect((await call('/session', crossSite)).status).toBe(403)
    expect(calls).toHaveLength(0)
  })

  it('names the clerk whose token commerce takes, or answers 401 whatever the cookie claims', async () => {
    const clerk = { username: 'anna.berger', firstname: 'Anna', lastname: 'Berger' }
    const { call, calls } = deskWith((request) =>
      request.headers.get('authorization') === 'Bearer tok123'
        ? Response.json(clerk)
        : Response.json({ message: "The consumer isn't authorized" }, { status: 401 }),
    )
    expect(await (await call('/session', { headers: signedIn })).json()).toEqual(clerk)
    expect(calls[0]?.method).toBe('GET')
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/rest/V1/integration/admin/token')
    const forged = await call('/session', { headers: { cookie: 'desk_token=forged; desk_staff=admin' } })
    expect(forged.status).toBe(401)
    expect((await call('/session')).status).toBe(401)
  })

  it('limits sign-in attempts per client address and per user name before asking commerce', async () => {
    const { call, calls } = deskWith(() => Response.json({ message: 'refused' }, { status: 401 }), 3)
    const attempt = (ip: string, username: string) =>
      call('/session', {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip },
        body: JSON.stringify({ username, password: 'guess' }),
      })
    const fromOneAddress = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((user) => attempt('203.0.113.7', user)))
    expect(fromOneAddress.map((answer) => answer.status)).toEqual([401, 401, 401, 429, 429])
    const forOneUser = await Promise.all(
      ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'].map((ip) => attempt(ip, 'anna.berger')),
    )
    expect(forOneUser.map((answer) => answer.status)).toEqual([401, 401, 401, 429])
    expect(calls).toHaveLength(6)
  })

  it("forwards the desk's admin REST calls with the session's token", async () => {
    const { call, calls } = deskWith(() => Response.json({ items: [], total_count: 0 }))
    const answer = await call('/rest/V1/orders?searchCriteria[pageSize]=5', { headers: signedIn })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ items: [], total_count: 0 })
    expect(calls[0]?.url).toBe('https://commerce/rest/V1/orders?searchCriteria[pageSize]=5')
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok123')
    expect(calls[0]?.headers.get('cookie')).toBeNull()
  })

  it('forwards a review decision with its body', async () => {
    const { call, calls } = deskWith(() => Response.json({ review_id: 7, status: 'approved' }))
    const body = JSON.stringify({ review: { status: 'approved' } })
    const headers = { ...signedIn, origin: ORIGIN, 'content-type': 'application/json' }
    expect((await call('/rest/V1/reviews/7', { method: 'PUT', headers, body })).status).toBe(200)
    expect(calls[0]?.method).toBe('PUT')
    expect(await calls[0]?.text()).toBe(body)
  })

  it('forwards the offer and order confirmation calls: draft, preview, send, versions', async () => {
    const { call, calls } = deskWith(() => Response.json(7))
    const headers = { ...signedIn, origin: ORIGIN, 'content-type': 'application/json' }
    const body = JSON.stringify({ items: [{ order_item_id: 1, qty: 4, price: 112.5 }] })
    for (const path of ['order/3/offer-draft', 'order/3/confirmation-draft', 'order/3/documents', 'documents/7']) {
      expect((await call(`/rest/V1/${path}`, { headers: signedIn })).status).toBe(200)
    }
    for (const path of [
      'order/3/offer',
      'order/3/confirmation',
      'order/3/offer-preview',
      'order/3/confirmation-preview',
    ]) {
      expect((await call(`/rest/V1/${path}`, { method: 'POST', headers, body })).status).toBe(200)
    }
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'GET /rest/V1/order/3/offer-draft',
      'GET /rest/V1/order/3/confirmation-draft',
      'GET /rest/V1/order/3/documents',
      'GET /rest/V1/documents/7',
      'POST /rest/V1/order/3/offer',
      'POST /rest/V1/order/3/confirmation',
      'POST /rest/V1/order/3/offer-preview',
      'POST /rest/V1/order/3/confirmation-preview',
    ])
    expect(await calls[4]?.text()).toBe(body)
    // no draft by POST, no send by GET, no other document action
    expect((await call('/rest/V1/order/3/offer', { headers: signedIn })).status).toBe(404)
    expect((await call('/rest/V1/order/3/offer-draft', { method: 'POST', headers, body })).status).toBe(404)
    expect((await call('/rest/V1/order/3/invoice', { method: 'POST', headers, body })).status).toBe(404)
    expect(calls).toHaveLength(8)
  })

  it("forwards the request's mails and the send again of one, nothing else of them", async () => {
    const { call, calls } = deskWith(() => Response.json(true))
    const headers = { ...signedIn, origin: ORIGIN }
    expect((await call('/rest/V1/order/3/mails', { headers: signedIn })).status).toBe(200)
    expect((await call('/rest/V1/order/3/mails/9/retry', { method: 'POST', headers })).status).toBe(200)
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'GET /rest/V1/order/3/mails',
      'POST /rest/V1/order/3/mails/9/retry',
    ])
    expect((await call('/rest/V1/order/3/mails/9/retry', { headers: signedIn })).status).toBe(404)
    expect((await call('/rest/V1/order/3/mails/9', { headers: signedIn })).status).toBe(404)
    expect(calls).toHaveLength(2)
  })

  it("passes a document's PDF through with its content type and file name", async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])
    const { call } = deskWith(
      () =>
        new Response(pdf, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'inline; filename="AN-2026-00042-1.pdf"',
            'set-cookie': 'foreign=1',
          },
        }),
    )
    const answer = await call('/rest/V1/documents/7/pdf', { headers: signedIn })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('content-disposition')).toBe('inline; filename="AN-2026-00042-1.pdf"')
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(pdf)
    const preview = await call('/rest/V1/order/3/offer-preview', {
      method: 'POST',
      headers: { ...signedIn, origin: ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(preview.headers.get('content-type')).toBe('application/pdf')
  })

  it('refuses admin calls outside its allow-list without asking commerce', async () => {
    const { call, calls } = deskWith(() => Response.json(true))
    const clean = { method: 'POST', headers: { ...signedIn, origin: ORIGIN } }
    expect((await call('/rest/V1/cache/clean', clean)).status).toBe(404)
    expect(
      (await call('/rest/V1/orders/1', { method: 'DELETE', headers: { ...signedIn, origin: ORIGIN } })).status,
    ).toBe(404)
    expect((await call('/rest/default/V1/orders', { headers: signedIn })).status).toBe(404)
    expect(calls).toHaveLength(0)
  })

  it('answers 401 without a session, and ends the session when commerce no longer takes the token', async () => {
    const { call, calls } = deskWith(() => Response.json({ message: "The consumer isn't authorized" }, { status: 401 }))
    expect((await call('/rest/V1/orders')).status).toBe(401)
    expect(calls).toHaveLength(0)
    const expired = await call('/rest/V1/orders', { headers: signedIn })
    expect(expired.status).toBe(401)
    expect(expired.headers.getSetCookie().every((cookie) => cookie.includes('Max-Age=0'))).toBe(true)
  })

  it('signs out: revokes the token at commerce and clears the cookies', async () => {
    const { call, calls } = deskWith(() => Response.json(true))
    const answer = await call('/session', { method: 'DELETE', headers: { ...signedIn, origin: ORIGIN } })
    expect(answer.status).toBe(204)
    expect(calls[0]?.method).toBe('DELETE')
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok123')
    expect(answer.headers.getSetCookie()).toHaveLength(1)
    expect(answer.headers.getSetCookie().every((cookie) => cookie.includes('Max-Age=0'))).toBe(true)
  })

  it('sends its security headers with every answer, the app too', async () => {
    const { call } = deskWith(() => Response.json(true))
    for (const path of ['/', '/requests/1/show', '/session']) {
      const answer = await call(path)
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(answer.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(answer.headers.get('x-frame-options')).toBe('DENY')
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
      expect(answer.headers.get('x-robots-tag')).toContain('noindex')
    }
    expect((await call('/session')).headers.get('cache-control')).toBe('no-store')
  })
})
