import { describe, expect, it } from 'vitest'
import { type CacheKeyParts, cacheKey } from '../../../server/cache/key'
import { CacheLong, CacheNone, CacheShort, freshness } from '../../../server/cache/strategies'

const parts: CacheKeyParts = {
  query: 'query StoreConfig { storeConfig { store_code } }',
  variables: {},
  storeCode: 'de',
  currency: 'EUR',
  customerGroup: '0',
}

describe('cache strategies', () => {
  it('are written in HTTP vocabulary', () => {
    expect(CacheShort()).toEqual({ mode: 'public', maxAge: 60, staleWhileRevalidate: 600, staleIfError: 86400 })
    expect(CacheLong()).toEqual({ mode: 'public', maxAge: 3600, staleWhileRevalidate: 82800, staleIfError: 604800 })
    expect(CacheNone()).toEqual({ mode: 'no-store' })
  })

  it('judge an entry fresh within max-age, stale within the revalidation window, gone after it', () => {
    const strategy = CacheShort()
    expect(freshness(strategy, 0)).toBe('HIT')
    expect(freshness(strategy, 59.9)).toBe('HIT')
    expect(freshness(strategy, 60)).toBe('STALE')
    expect(freshness(strategy, 659)).toBe('STALE')
    expect(freshness(strategy, 660)).toBe('MISS')
    expect(freshness(CacheNone(), 0)).toBe('BYPASS')
  })
})

describe('cache key', () => {
  it('is a stable URL for the same document, variables, store, currency and customer group', async () => {
    const key = await cacheKey(parts)
    expect(key).toMatch(/^https:\/\/edge-cache\.internal\/commerce\/[0-9a-f]{64}$/)
    expect(await cacheKey({ ...parts })).toBe(key)
  })

  it.each([
    ['document', { query: 'query Other { storeConfig { locale } }' }],
    ['variables', { variables: { identifier: 'home' } }],
    ['store', { storeCode: 'en' }],
    ['currency', { currency: 'USD' }],
    ['customer group', { customerGroup: '1' }],
  ])('changes with the %s', async (_, change) => {
    expect(await cacheKey({ ...parts, ...change })).not.toBe(await cacheKey(parts))
  })

  it('never contains the customer token', async () => {
    const withToken = { ...parts, customerToken: 'secret-token' } as CacheKeyParts
    const key = await cacheKey(withToken)
    expect(key).toBe(await cacheKey(parts))
    expect(key).not.toContain('secret')
  })
})
