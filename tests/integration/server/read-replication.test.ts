/**
 * The visitor's D1 bookmark (server/session/database-bookmark.ts): kept in an HttpOnly cookie from what commerce
 * answers, sent with the visitor's next personal call, so a buyer reads their own writes.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { type Row, simple } from './seeded'
import { query, setCookies } from './trpc'
import { Visitor } from './visitor'

const BOOKMARK_COOKIE = 'vsf-d1-bookmark'

let plenty: Row
beforeAll(async () => {
  plenty = await simple('s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= 100')
})

describe("a visitor's bookmark", () => {
  it('is set after a write, as an HttpOnly SameSite=Lax cookie', async () => {
    const visitor = new Visitor()
    const response = await visitor.mutate('cart.add', { sku: plenty.sku, quantity: 1 })
    expect(response.status).toBe(200)
    // The add asks commerce more than once (a new cart, the add); the answer keeps the latest bookmark only.
    const lines = response.headers.getSetCookie().filter((line) => line.startsWith(`${BOOKMARK_COOKIE}=`))
    expect(lines).toHaveLength(1)
    const cookie = setCookies(response).get(BOOKMARK_COOKIE) ?? ''
    expect(cookie).toMatch(/^vsf-d1-bookmark=[0-9a-f]+(-[0-9a-f]+)+; /)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
  })

  it('travels with the next calls and only moves forward; a read after a write sees the write', async () => {
    const visitor = new Visitor()
    await visitor.add({ sku: plenty.sku, quantity: 1 })
    const afterFirstAdd = visitor.cookies.get(BOOKMARK_COOKIE) ?? ''
    await visitor.add({ sku: plenty.sku, quantity: 2 })
    const afterSecondAdd = visitor.cookies.get(BOOKMARK_COOKIE) ?? ''
    expect(afterSecondAdd.localeCompare(afterFirstAdd)).toBeGreaterThan(0)

    expect((await visitor.cart()).totalQuantity).toBe(3)
    // commerce's session started at the visitor's bookmark: what it answers is never older.
    expect((visitor.cookies.get(BOOKMARK_COOKIE) ?? '').localeCompare(afterSecondAdd)).toBeGreaterThanOrEqual(0)
  })

  it('an older bookmark in the cookie is replaced by the newer one a write answers', async () => {
    const visitor = new Visitor()
    await visitor.add({ sku: plenty.sku, quantity: 1 })
    const current = visitor.cookies.get(BOOKMARK_COOKIE) ?? ''
    visitor.cookies.set(BOOKMARK_COOKIE, '00000000-00000000')
    const write = await visitor.mutate('cart.add', { sku: plenty.sku, quantity: 1 })
    expect(setCookies(write).get(BOOKMARK_COOKIE)).toContain(`${BOOKMARK_COOKIE}=`)
    expect((visitor.cookies.get(BOOKMARK_COOKIE) ?? '').localeCompare(current)).toBeGreaterThan(0)
  })

  it('is read with, but not kept from, a read of their own: a guest page that only reads sets no cookie', async () => {
    const visitor = new Visitor()
    await visitor.add({ sku: plenty.sku, quantity: 1 })
    const read = await visitor.query('cart.get')
    expect(read.status).toBe(200)
    expect(setCookies(read).has(BOOKMARK_COOKIE)).toBe(false)

    // A product page's reviews are read uncached, for a guest too.
    const guestRead = await query('review.list', { sku: plenty.sku, page: 1, pageSize: 5 })
    expect(guestRead.status).toBe(200)
    expect(setCookies(guestRead).has(BOOKMARK_COOKIE)).toBe(false)
  })

  it('is not asked for by cached catalogue reads, which set no bookmark cookie', async () => {
    const response = await query('catalog.stockList', { page: 1 })
    expect(response.status).toBe(200)
    expect(setCookies(response).has(BOOKMARK_COOKIE)).toBe(false)
  })
})
