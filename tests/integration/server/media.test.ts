import { describe, expect, it } from 'vitest'
import { site } from '../../../server/site'

const media = (path: string, init?: RequestInit) => site.fetch(new Request(`https://shop.test${path}`, init))

describe('/media', () => {
  it('passes a picture through, cached for a year and sandboxed', async () => {
    const response = await media('/media/catalog/product/100091/1.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    expect(await response.text()).toContain('<svg')
  })

  it("answers a missing picture with its own short 404, never the backend's body, and uncached", async () => {
    const response = await media('/media/catalog/product/no-such/1.svg')
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('No such picture.')
  })

  it('keeps a picture at the edge once served, and answers from there without asking the backend', async () => {
    const path = '/media/catalog/product/100092/1.svg'
    const drawn = await (await media(path)).text()
    const cache = await caches.open('media')
    await expect.poll(async () => (await cache.match(`https://shop.test${path}`))?.text()).toBe(drawn)

    // a picture the backend does not have (it answers 404) is served when the edge keeps one under its url
    const keptOnly = '/media/catalog/product/kept-only/1.svg'
    const picture = '<svg xmlns="http://www.w3.org/2000/svg"/>'
    const headers = { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' }
    await cache.put(`https://shop.test${keptOnly}`, new Response(picture, { headers }))
    const answer = await media(keptOnly)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe(picture)
    const head = await media(keptOnly, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    // a query string names the same picture: answered from the kept copy, not passed on
    const queried = await media(`${keptOnly}?v=${crypto.randomUUID()}`)
    expect(queried.status).toBe(200)
    expect(await queried.text()).toBe(picture)
  })

  it('refuses anything but GET and HEAD', async () => {
    const response = await media('/media/catalog/product/100091/1.svg', { method: 'POST', body: 'x' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })
})
