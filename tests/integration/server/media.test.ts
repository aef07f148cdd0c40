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

  it('refuses anything but GET and HEAD', async () => {
    const response = await media('/media/catalog/product/100091/1.svg', { method: 'POST', body: 'x' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })
})
