import { describe, expect, it } from 'vitest'
import { unitPriceAt } from '../../../contract/product'
import { filterGroups } from '../../../server/catalog/filter-groups'
import { needsCoreDiscolourationNote } from '../../../server/product/attributes'
import { galleryOf, mediaPath } from '../../../server/product/media'
import { priceOf, reachableTiers } from '../../../server/product/price'
import { decodeHtmlEntities, productName } from '../../../server/product/product-name'
import { productPath } from '../../../server/product/product-path'
import { availabilityOf, orderableQuantityOf } from '../../../server/product/stock'

const money = (value: number) => ({ value, currency: 'EUR' as const })

describe('product names', () => {
  it('decodes HTML entities once', () => {
    expect(decodeHtmlEntities('PVC-U &amp; PP 10&nbsp;mm, 2000 &times; 1000 mm')).toBe(
      'PVC-U & PP 10\u00a0mm, 2000 × 1000 mm',
    )
    expect(decodeHtmlEntities('Stärke &#8960; 20 &#x2013; wei&szlig;')).toBe('Stärke ⌀ 20 – weiß')
    expect(decodeHtmlEntities('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;')
    expect(decodeHtmlEntities('&unknown; &#0;')).toBe('&unknown; &#0;')
  })

  it('shows the literal text "undefined" and a missing name as empty', () => {
    expect(productName('undefined')).toBe('')
    expect(productName(null)).toBe('')
    expect(productName(' Rundstab PE 500 &Oslash; 20 mm ')).toBe('Rundstab PE 500 Ø 20 mm')
  })
})

describe('availability', () => {
  it('has four states', () => {
    expect(availabilityOf({ stock_status: 'IN_STOCK', only_x_left_in_stock: null, delivery_time: 4001 })).toBe(
      'IN_STOCK',
    )
    expect(availabilityOf({ stock_status: 'IN_STOCK', only_x_left_in_stock: 4, delivery_time: 4003 })).toBe(
      'FEW_IN_STOCK',
    )
    expect(availabilityOf({ stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null, delivery_time: 4005 })).toBe(
      'OUT_OF_STOCK',
    )
    expect(availabilityOf({ stock_status: 'IN_STOCK', only_x_left_in_stock: null, delivery_time: 4006 })).toBe(
      'UPON_REQUEST',
    )
  })

  it('shows an item without stock that is produced on request as out of stock, and a discontinued one as such', () => {
    expect(availabilityOf({ stock_status: 'IN_STOCK', quantity: 0, delivery_time: 4004 })).toBe('OUT_OF_STOCK')
    expect(availabilityOf({ stock_status: 'OUT_OF_STOCK', quantity: 0, discontinued: true })).toBe('DISCONTINUED')
  })
})

describe('what a buyer can order', () => {
  const tiers = [
    { quantity: 10, price: 9.5, pallet: false },
    { quantity: 40, price: 9, pallet: true },
  ]

  it('orders any quantity of an item with backorders, only the stock of one sold from stock only, none discontinued', () => {
    expect(orderableQuantityOf({ stock_status: 'IN_STOCK', quantity: 0, backorders: 2 })).toBeNull()
    expect(orderableQuantityOf({ stock_status: 'IN_STOCK', quantity: 25, backorders: 0 })).toBe(25)
    expect(
      orderableQuantityOf({ stock_status: 'IN_STOCK', quantity: 0, backorders: 0, delivery_time: 4006 }),
    ).toBeNull()
    expect(orderableQuantityOf({ stock_status: 'OUT_OF_STOCK', quantity: 0, discontinued: true })).toBe(0)
  })

  it('lists only the tiers a buyer can reach', () => {
    expect(reachableTiers(tiers, 25)).toEqual([tiers[0]])
    expect(reachableTiers(tiers, 3)).toEqual([])
    expect(reachableTiers(tiers, null)).toEqual(tiers)
  })

  it('prices a quantity as the cart does: the best tier it reaches', () => {
    expect(unitPriceAt(10, tiers, 9)).toBe(10)
    expect(unitPriceAt(10, tiers, 10)).toBe(9.5)
    expect(unitPriceAt(10, tiers, 80)).toBe(9)
  })
})

describe('prices', () => {
  it('shows a special price only when the final minimum price is below the regular price', () => {
    const range = (final: number, regular: number) => ({
      minimum_price: { final_price: money(final), regular_price: money(regular) },
    })
    expect(priceOf(range(8, 10))).toEqual({ value: 8, regularValue: 10, currency: 'EUR' })
    expect(priceOf(range(10, 10))).toEqual({ value: 10, regularValue: null, currency: 'EUR' })
    expect(priceOf(range(12, 10))).toEqual({ value: 12, regularValue: null, currency: 'EUR' })
  })
})

describe('links and media', () => {
  it('links a product by its first url rewrite, else url key, else p/{sku}', () => {
    expect(
      productPath({
        sku: '1',
        url_key: 'a',
        url_suffix: '.html',
        url_rewrites: [{ url: 'a.html' }, { url: 'c/a.html' }],
      }),
    ).toBe('a.html')
    expect(productPath({ sku: '1', url_key: 'a', url_suffix: '.html', url_rewrites: [] })).toBe('a.html')
    expect(productPath({ sku: '100 01', url_key: null, url_rewrites: null })).toBe('p/100%2001')
  })

  it('serves catalogue media from the shop origin', () => {
    expect(mediaPath('https://shop.example.com/media/catalog/product/600004/1.svg')).toBe(
      '/media/catalog/product/600004/1.svg',
    )
    expect(mediaPath('https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png')
    expect(mediaPath(null)).toBeNull()
  })

  it('keeps at most four enabled gallery images in position order', () => {
    const image = (position: number, disabled = false) => ({
      url: `https://m.example/media/p/${position}.svg`,
      label: `&quot;${position}&quot;`,
      position,
      disabled,
    })
    const gallery = galleryOf([image(5), image(2), image(1), image(3, true), image(4), image(6)], 'x')
    expect(gallery.map((entry) => entry.url)).toEqual([
      '/media/p/1.svg',
      '/media/p/2.svg',
      '/media/p/4.svg',
      '/media/p/5.svg',
    ])
    expect(gallery[0]?.label).toBe('"1"')
  })
})

describe('the core discolouration note', () => {
  it('is for 30 and 40 mm PVC-U sheets in white or light grey only', () => {
    expect(needsCoreDiscolourationNote({ material: 1001, color: 2004, strength: 30 })).toBe(true)
    expect(needsCoreDiscolourationNote({ material: 1001, color: 2002, strength: 40 })).toBe(true)
    expect(needsCoreDiscolourationNote({ material: 1001, color: 2002, strength: 35 })).toBe(false)
    expect(needsCoreDiscolourationNote({ material: 1001, color: 2001, strength: 30 })).toBe(false)
    expect(needsCoreDiscolourationNote({ material: 1002, color: 2004, strength: 30 })).toBe(false)
  })
})

describe('sidebar filters', () => {
  it('lists filterable aggregations as ranges or options, without the category facet', () => {
    const groups = filterGroups([
      {
        attribute_code: 'category_uid',
        label: 'Kategorie',
        position: 0,
        options: [{ label: 'Platten', value: 'Mw==', count: 2 }],
      },
      {
        attribute_code: 'strength',
        label: 'Stärke (mm)',
        position: 3,
        options: [{ label: '10', value: '10_10', count: 11 }],
      },
      {
        attribute_code: 'material',
        label: 'Werkstoff',
        position: 1,
        options: [{ label: 'PVC-U', value: '1001', count: 11 }],
      },
      { attribute_code: 'color', label: 'Farbe', position: 2, options: [] },
    ])
    expect(groups).toEqual([
      {
        code: 'material',
        label: 'Werkstoff',
        kind: 'options',
        options: [{ label: 'PVC-U', value: '1001', count: 11 }],
      },
      { code: 'strength', label: 'Stärke (mm)', kind: 'range', options: [{ label: '10', value: '10_10', count: 11 }] },
    ])
  })
})
