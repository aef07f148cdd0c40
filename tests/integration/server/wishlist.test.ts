/**
 * The wishlist procedures: only with a customer token, the default wishlist id 0, moving an item to the cart (it
 * leaves the wishlist; when the cart refuses it stays and the cart's message comes as userMessage), adding a whole
 * list to the cart (the list stays), several named lists (created, renamed, deleted).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type {
  WishlistAllToCartView,
  WishlistSummary,
  WishlistToCartView,
  WishlistView,
} from '../../../contract/wishlist'
import { PASSWORD, signedInCustomer } from '../commerce/customer-helpers'
import { type Row, simple } from './seeded'
import { data, error } from './trpc'
import { Visitor } from './visitor'

let sequence = 0
/** A browser of a signed-in customer (an account created and confirmed in commerce, then signed in here). */
async function customer(store: 'de' | 'en' = 'en'): Promise<Visitor> {
  const { email } = await signedInCustomer({}, store)
  const browser = new Visitor(store, { 'cf-connecting-ip': `192.0.2.${++sequence % 250}`, 'x-captcha-token': 'pass' })
  await data(await browser.mutate('customer.signIn', { email, password: PASSWORD }))
  return browser
}

let plenty: Row
let few: Row
beforeAll(async () => {
  plenty = await simple('s.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty >= 100')
  few = await simple(
    's.manage_stock = 1 AND s.is_in_stock = 1 AND s.qty BETWEEN 3 AND 10 AND s.use_config_backorders = 0 AND s.backorders = 0',
  )
})

describe('wishlist procedures', () => {
  it('answers null to a guest and refuses a guest’s add without calling the shop', async () => {
    const guest = new Visitor('en')
    expect(await data(await guest.query('wishlist.get'))).toBeNull()
    const refusal = await error(await guest.mutate('wishlist.add', { sku: plenty.sku }))
    expect(refusal.data.reason).toBe('NOT_AUTHORIZED')
    expect(refusal.message).toBe('Need to be authenticated to add a product to wishlist')
  })

  it('adds with quantity 1, reads the count, removes', async () => {
    const browser = await customer()
    expect(await data<WishlistView>(await browser.query('wishlist.get'))).toMatchObject({ itemsCount: 0, items: [] })
    const added = await data<WishlistView>(await browser.mutate('wishlist.add', { sku: plenty.sku }))
    await data(await browser.mutate('wishlist.add', { sku: few.sku }))
    const wishlist = await data<WishlistView>(await browser.query('wishlist.get'))
    expect(wishlist.itemsCount).toBe(2)
    expect(wishlist.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      [plenty.sku, 1],
      [few.sku, 1],
    ])
    expect(added.items[0]?.product.path).toMatch(/\.html$/)
    const removed = await data<WishlistView>(
      await browser.mutate('wishlist.remove', { itemIds: [wishlist.items[0]?.id] }),
    )
    expect(removed.items.map((i) => i.product.sku)).toEqual([few.sku])
  })

  it('refuses an unknown product with the shop’s message', async () => {
    const browser = await customer()
    const refusal = await error(await browser.mutate('wishlist.add', { sku: 'NO-SUCH-SKU' }))
    expect(refusal.data.reason).toBe('PRODUCT_NOT_FOUND')
    expect(refusal.data.userMessage).toBe('Could not find a product with SKU "NO-SUCH-SKU"')
  })

  it('moves an item to the cart: it leaves the wishlist and the product is named for the message', async () => {
    const browser = await customer()
    const wishlist = await data<WishlistView>(await browser.mutate('wishlist.add', { sku: plenty.sku }))
    const item = wishlist.items[0]
    const moved = await data<WishlistToCartView>(await browser.mutate('wishlist.addToCart', { itemId: item?.id }))
    expect(moved.addedProduct).toBe(item?.product.name)
    expect(moved.wishlist.items).toEqual([])
    expect((await browser.cart()).items.map((line) => [line.sku, line.quantity])).toEqual([[plenty.sku, 1]])
  })

  it('keeps an item the cart refuses and passes the cart’s message on', async () => {
    const browser = await customer()
    await data(await browser.mutate('wishlist.add', { sku: few.sku }))
    // the cart holds the whole stock already, so one more piece is refused
    await browser.add({ sku: few.sku, quantity: few.qty })
    const wishlist = await data<WishlistView>(await browser.query('wishlist.get'))
    const refusal = await error(await browser.mutate('wishlist.addToCart', { itemId: wishlist.items[0]?.id }))
    expect(refusal.data.reason).toBe('INSUFFICIENT_STOCK')
    expect(refusal.data.userMessage).toBe('The requested qty is not available')
    expect((await data<WishlistView>(await browser.query('wishlist.get'))).itemsCount).toBe(1)
  })
})

describe('the wishlist as an order template', () => {
  it('keeps a quantity per item and moves it to the cart with that quantity', async () => {
    const browser = await customer()
    const [item] = (await data<WishlistView>(await browser.mutate('wishlist.add', { sku: plenty.sku }))).items
    const changed = await data<WishlistView>(
      await browser.mutate('wishlist.setQuantity', { itemId: item?.id, quantity: 12 }),
    )
    expect(changed.items.map((i) => [i.product.sku, i.quantity])).toEqual([[plenty.sku, 12]])
    expect((await data<WishlistView>(await browser.query('wishlist.get'))).items[0]?.quantity).toBe(12)
    await data(await browser.mutate('wishlist.addToCart', { itemId: item?.id }))
    expect((await browser.cart()).items.map((line) => [line.sku, line.quantity])).toEqual([[plenty.sku, 12]])
  })

  it('refuses a quantity no cart line takes, as an input issue, without calling the shop', async () => {
    const browser = await customer()
    const [item] = (await data<WishlistView>(await browser.mutate('wishlist.add', { sku: plenty.sku }))).items
    const refusal = await error(await browser.mutate('wishlist.setQuantity', { itemId: item?.id, quantity: 0 }))
    expect(refusal.data.reason).toBe('INVALID_INPUT')
    expect(refusal.data.inputIssues).toEqual([{ path: 'quantity', code: 'QUANTITY_NOT_POSITIVE' }])
    const guest = await error(await new Visitor('en').mutate('wishlist.setQuantity', { itemId: '1', quantity: 2 }))
    expect(guest.data.reason).toBe('NOT_AUTHORIZED')
  })

  it('adds every item with its quantity and keeps the list; what the cart refuses is named with its reason', async () => {
    const browser = await customer()
    await data(await browser.mutate('wishlist.add', { sku: plenty.sku }))
    const [first, second] = (await data<WishlistView>(await browser.mutate('wishlist.add', { sku: few.sku }))).items
    await data(await browser.mutate('wishlist.setQuantity', { itemId: first?.id, quantity: 3 }))
    await data(await browser.mutate('wishlist.setQuantity', { itemId: second?.id, quantity: few.qty + 1 }))
    const all = await data<WishlistAllToCartView>(await browser.mutate('wishlist.addAllToCart', {}))
    expect(all.addedCount).toBe(1)
    expect(all.refusals).toEqual([
      {
        itemId: second?.id,
        product: second?.product.name,
        reason: 'INSUFFICIENT_STOCK',
        userMessage: 'The requested qty is not available',
      },
    ])
    const kept = [
      [plenty.sku, 3],
      [few.sku, few.qty + 1],
    ]
    expect(all.wishlist.items.map((i) => [i.product.sku, i.quantity])).toEqual(kept)
    expect(
      (await data<WishlistView>(await browser.query('wishlist.get'))).items.map((i) => [i.product.sku, i.quantity]),
    ).toEqual(kept)
    expect((await browser.cart()).items.map((line) => [line.sku, line.quantity])).toEqual([[plenty.sku, 3]])
    // The template serves the next order too.
    expect((await data<WishlistAllToCartView>(await browser.mutate('wishlist.addAllToCart', {}))).addedCount).toBe(1)
    expect((await browser.cart()).items.map((line) => [line.sku, line.quantity])).toEqual([[plenty.sku, 6]])
  })

  it('answers NOT_FOUND for an empty wishlist', async () => {
    const browser = await customer()
    expect((await error(await browser.mutate('wishlist.addAllToCart', {}))).data.reason).toBe('NOT_FOUND')
  })
})

describe('several named lists', () => {
  it('creates, renames and deletes lists, adds to a chosen list and adds that list to the cart', async () => {
    const browser = await customer()
    await data(await browser.mutate('wishlist.add', { sku: few.sku }))
    const [standard] = await data<WishlistSummary[]>(await browser.query('wishlist.lists'))
    const created = await data<WishlistSummary>(await browser.mutate('wishlist.create', { name: ' Werkstatt ' }))
    expect(created).toMatchObject({ name: 'Werkstatt', itemsCount: 0 })
    const listId = created.id
    const added = await data<WishlistView>(await browser.mutate('wishlist.add', { sku: plenty.sku, listId }))
    expect(added).toMatchObject({ id: listId, name: 'Werkstatt', itemsCount: 1 })
    await data(await browser.mutate('wishlist.rename', { listId: standard?.id, name: 'Monatsbedarf' }))
    expect(await data<WishlistSummary[]>(await browser.query('wishlist.lists'))).toEqual([
      { id: standard?.id, name: 'Monatsbedarf', itemsCount: 1 },
      { id: listId, name: 'Werkstatt', itemsCount: 1 },
    ])
    const chosen = await data<WishlistView>(await browser.query('wishlist.get', { listId }))
    expect(chosen.items.map((i) => i.product.sku)).toEqual([plenty.sku])
    expect((await data<WishlistView>(await browser.query('wishlist.get'))).items.map((i) => i.product.sku)).toEqual([
      few.sku,
    ])
    await data(await browser.mutate('wishlist.addAllToCart', { listId }))
    expect((await browser.cart()).items.map((line) => line.sku)).toEqual([plenty.sku])

    // A further list can be deleted, the default one cannot.
    expect(await data(await browser.mutate('wishlist.delete', { listId }))).toEqual({ deleted: true })
    expect((await error(await browser.mutate('wishlist.delete', { listId: standard?.id }))).data.reason).toBe(
      'INVALID_INPUT',
    )
    expect((await data<WishlistSummary[]>(await browser.query('wishlist.lists'))).map((list) => list.id)).toEqual([
      standard?.id,
    ])
  })

  it('refuses an empty name as an input issue and another customer’s list', async () => {
    const browser = await customer()
    const refusal = await error(await browser.mutate('wishlist.create', { name: '  ' }))
    expect(refusal.data.inputIssues).toEqual([{ path: 'name', code: 'REQUIRED' }])
    const other = await customer()
    const [theirs] = await data<WishlistSummary[]>(await other.query('wishlist.lists'))
    expect(await data(await browser.query('wishlist.get', { listId: theirs?.id }))).toBeNull()
    expect(
      (await error(await browser.mutate('wishlist.add', { sku: plenty.sku, listId: theirs?.id }))).data.reason,
    ).toBe('INVALID_INPUT')
  })
})
