/**
 * The company's review moderation through the admin REST API (an extension; Magento approves in its admin panel):
 * the pending queue, approving a review, which then counts on the product, and the refusals.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { COMMERCE_DB, signedInCustomer } from './customer-helpers'
import { data } from './graphql'
import { adminToken, rest } from './request-helpers'

const CREATE = `mutation ($input: CreateProductReviewInput!) {
  createProductReview(input: $input) { review { nickname } } }`
const PRODUCT = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { review_count rating_summary
  reviews { items { nickname summary average_rating } } } } }`
const MINE = '{ customer { reviews { items { nickname status } } } }'

let token: string
let sku: string
beforeAll(async () => {
  token = await adminToken()
  const row = await COMMERCE_DB.prepare(
    `SELECT sku FROM catalog_product_entity e WHERE e.type_id = 'simple' AND e.visibility = 4 AND e.sku != '100011'
     AND NOT EXISTS (SELECT 1 FROM review r WHERE r.entity_pk_value = e.entity_id) ORDER BY e.entity_id LIMIT 1`,
  ).first<{ sku: string }>()
  sku = row?.sku ?? ''
})

type Moderated = {
  review_id: number
  nickname: string
  status: string
  title: string
  store_id: number
  name: string | null
  sku: string | null
  rating_votes: { vote_id: number; rating_id: number; rating_code: string; value: number; percent: number }[]
}

const pending = async (): Promise<Moderated[]> =>
  (await rest('GET', '/rest/V1/reviews?status=pending', { token })).body.items

describe('admin REST: reviews', () => {
  it('approves a pending review, which then shows on the product with review_count and rating_summary', async () => {
    const customer = await signedInCustomer()
    const nickname = `Moderated ${Date.now()}`
    const input = { sku, nickname, summary: 'Gut', text: 'Passt.', ratings: [{ id: btoa('1'), value_id: btoa('4') }] }
    await data(CREATE, { token: customer.token, store: 'en', variables: { input } })

    const waiting = (await pending()).find((review) => review.nickname === nickname)
    expect(waiting).toMatchObject({ status: 'pending', title: 'Gut', store_id: 2, sku })
    // the product's name (the default store view's) and the votes, for the moderation queue
    const named = await data('query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { name } } }', {
      store: 'de',
      variables: { sku },
    })
    expect(waiting?.name).toBe(named.products.items[0].name)
    expect(waiting?.name).toBeTruthy()
    expect(waiting?.rating_votes).toEqual([
      { vote_id: expect.any(Number), rating_id: 1, rating_code: 'Rating', value: 4, percent: 80 },
    ])
    const before = (await data(PRODUCT, { store: 'en', variables: { sku } })).products.items[0]
    expect(before).toMatchObject({ review_count: 0, rating_summary: 0 })

    const approved = await rest('PUT', `/rest/V1/reviews/${waiting?.review_id}`, {
      token,
      body: { review: { status: 'approved' } },
    })
    expect(approved).toMatchObject({ status: 200, body: { review_id: waiting?.review_id, status: 'approved' } })
    expect((await pending()).some((review) => review.nickname === nickname)).toBe(false)

    const after = (await data(PRODUCT, { store: 'en', variables: { sku } })).products.items[0]
    expect(after).toEqual({
      review_count: 1,
      rating_summary: 80,
      reviews: { items: [{ nickname, summary: 'Gut', average_rating: 80 }] },
    })
    const mine = (await data(MINE, { token: customer.token, store: 'en' })).customer.reviews.items
    expect(mine).toEqual([{ nickname, status: 'APPROVED' }])

    const rejected = await rest('PUT', `/rest/V1/reviews/${waiting?.review_id}`, {
      token,
      body: { review: { status: 'not_approved' } },
    })
    expect(rejected.body.status).toBe('not_approved')
    expect((await data(PRODUCT, { store: 'en', variables: { sku } })).products.items[0].review_count).toBe(0)
  })

  it('refuses without an admin token, an unknown status and an unknown review', async () => {
    const customer = await signedInCustomer()
    for (const bearer of [undefined, customer.token]) {
      const refused = await rest('GET', '/rest/V1/reviews', { token: bearer })
      expect(refused).toEqual({
        status: 401,
        body: {
          message: "The consumer isn't authorized to access %resources.",
          parameters: { resources: 'Magento_Review::reviews_all' },
        },
      })
    }
    const wrongStatus = await rest('PUT', '/rest/V1/reviews/1', { token, body: { review: { status: 'maybe' } } })
    expect(wrongStatus).toEqual({
      status: 400,
      body: { message: 'Invalid value of "%1" provided for the %2 field.', parameters: ['maybe', 'status'] },
    })
    const unknown = await rest('PUT', '/rest/V1/reviews/999999', { token, body: { review: { status: 'approved' } } })
    expect(unknown.status).toBe(404)
  })
})
