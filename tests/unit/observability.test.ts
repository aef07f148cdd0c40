import { afterEach, describe, expect, it, vi } from 'vitest'
import { log } from '../../observability/log'
import { asRequest, requestIdOf, withRequestId } from '../../observability/request-id'

/** The request id and the log lines that carry it (observability/). */
describe('requestIdOf', () => {
  const request = (headers: Record<string, string>) => new Request('https://shop.test/', { headers })

  it("takes a trusted caller's x-request-id, else the ray id", () => {
    const both = request({ 'x-request-id': 'from-the-storefront', 'cf-ray': '8f1b2c3d4e5f6a7b-FRA' })
    expect(requestIdOf(both, true)).toBe('from-the-storefront')
    expect(requestIdOf(both, false)).toBe('8f1b2c3d4e5f6a7b-FRA')
  })

  it('makes a new id for a caller whose id is not one (it would go into every log line)', () => {
    const forged = requestIdOf(request({ 'x-request-id': 'a"b' }), true)
    expect(forged).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('log', () => {
  afterEach(() => vi.restoreAllMocks())

  it('writes one JSON line with the level, the message, the request id and the fields, errors included', () => {
    const lines: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: string) => lines.push(line))

    asRequest('ray-1', () =>
      log.warn('media: backend not reached', { pathname: '/media/a.jpg', error: new Error('down') }),
    )

    expect(lines).toHaveLength(1)
    const line = JSON.parse(lines[0] as string)
    expect(line).toMatchObject({
      level: 'warn',
      message: 'media: backend not reached',
      requestId: 'ray-1',
      pathname: '/media/a.jpg',
      error: { name: 'Error', message: 'down' },
    })
    expect(line.error.stack).toContain('down')
  })
})

describe('withRequestId', () => {
  it("adds the current request's id to a call's headers, and nothing outside a request", () => {
    expect(asRequest('ray-2', () => withRequestId({ accept: 'application/json' }).get('x-request-id'))).toBe('ray-2')
    expect(withRequestId().has('x-request-id')).toBe(false)
  })
})
