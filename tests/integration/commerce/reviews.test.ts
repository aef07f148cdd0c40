import { describe, expect, it } from 'vitest'
import { call, data } from './graphql'

type Review = {
  nickname: string
  summary: string
  text: string
  created_at: string
  average_rating: number
  ratings_breakdown: { name: string; value: string }[]
  product: { sku: string }
}
type Reviewed = {
  sku: string
  review_count: number
  rating_summary: number
  reviews: { items: Review[]; page_info: { current_page: number; page_size: number; total_pages: number } }
}

const REVIEW_FIELDS = `sku review_count rating_summary
  reviewsARGS { items { nickname summary text created_at average_rating ratings_breakdown { name value } product { sku } }
    page_info { current_page page_size total_pages } }`

const bySku = async (sku: string, store?: string, args = 'pageSize: 20') =>
  (
    (await data(
      `{ products(filter: { sku: { eq: "${sku}" } }) { items { ${REVIEW_FIELDS.replace('ARGS', `(${args})`)} } } }`,
      {
        store,
      },
    )) as { products: { items: Reviewed[] } }
  ).products.items[0] as Reviewed

describe('product reviews', () => {
  it('counts the approved reviews of the store view, newest first, with their rating', async () => {
    const product = await bySku('100010')
    // seed: German 5, 4, 4 approved and a pending 1 (not shown); one English 3
    expect(product.review_count).toBe(3)
    expect(product.rating_summary).toBe(87)
    expect(product.reviews.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 })
    expect(product.reviews.items.map((r) => r.nickname)).toEqual(['Werkstatt Müller', 'Sabine', 'Thomas K.'])
    expect(product.reviews.items.map((r) => r.average_rating)).toEqual([80, 80, 100])
    expect(product.reviews.items.map((r) => r.ratings_breakdown)).toEqual([
      [{ name: 'Rating', value: '4' }],
      [{ name: 'Rating', value: '4' }],
      [{ name: 'Rating', value: '5' }],
    ])
    const first = product.reviews.items[2] as Review
    expect(first.summary).toBe('Top Qualität')
    expect(first.text).toMatch(/maßhaltig/)
    expect(first.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(first.product.sku).toBe('100010')
  })

  it('shows each store view its own reviews', async () => {
    const product = await bySku('100010', 'en')
    expect(product.review_count).toBe(1)
    expect(product.rating_summary).toBe(60)
    expect(product.reviews.items).toHaveLength(1)
    expect(product.reviews.items[0]?.ratings_breakdown).toEqual([{ name: 'Rating', value: '3' }])
  })

  it('pages the reviews', async () => {
    const product = await bySku('100010', undefined, 'pageSize: 2, currentPage: 2')
    expect(product.reviews.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 2 })
    expect(product.reviews.items.map((r) => r.nickname)).toEqual(['Thomas K.'])
  })

  it('answers 0 and an empty list for a product without reviews', async () => {
    const product = await bySku('100011')
    expect(product.review_count).toBe(0)
    expect(product.rating_summary).toBe(0)
    expect(product.reviews.items).toEqual([])
    expect(product.reviews.page_info.total_pages).toBe(1)
  })

  it('loads the reviews of a whole page of products; most products have none', async () => {
    const { products } = (await data(
      `{ products(filter: { category_id: { eq: "3" } }, pageSize: 100) {
        items { ${REVIEW_FIELDS.replace('ARGS', '')} } } }`,
    )) as { products: { items: Reviewed[] } }
    const items = products.items
    expect(items.length).toBeGreaterThan(20)
    const reviewed = items.filter((p) => p.review_count > 0)
    expect(reviewed.length).toBeLessThan(items.length / 2)
    for (const p of items) {
      expect(p.reviews.items).toHaveLength(Math.min(p.review_count, 20))
      if (p.review_count === 0) continue
      const mean = p.reviews.items.reduce((sum, r) => sum + r.average_rating, 0) / p.review_count
      expect(p.rating_summary).toBe(Math.round(mean))
      for (const r of p.reviews.items) {
        const vote = Number(r.ratings_breakdown.find((b) => b.name === 'Rating')?.value)
        expect(vote).toBeGreaterThanOrEqual(1)
        expect(vote).toBeLessThanOrEqual(5)
        expect(r.average_rating).toBe(vote * 20)
      }
    }
  })

  it('rejects a currentPage below 1 as Magento does', async () => {
    const { body } = await call(
      '{ products(filter: { sku: { eq: "100010" } }) { items { reviews(currentPage: 0) { items { nickname } } } } }',
      { store: 'en' },
    )
    expect(body.errors?.[0]?.message).toBe('currentPage value must be greater than 0.')
  })
})

describe('productReviewRatingsMetadata', () => {
  it('lists the active rating with its store-view label and its values 1–5, ids as Magento uids', async () => {
    const query = '{ productReviewRatingsMetadata { items { id name values { value_id value } } } }'
    const values = [1, 2, 3, 4, 5].map((v) => ({ value_id: btoa(String(v)), value: String(v) }))
    expect((await data(query)).productReviewRatingsMetadata).toEqual({
      items: [{ id: 'MQ==', name: 'Bewertung', values }],
    })
    expect((await data(query, { store: 'en' })).productReviewRatingsMetadata.items[0].name).toBe('Rating')
  })
})
