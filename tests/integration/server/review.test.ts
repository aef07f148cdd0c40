/**
 * The review procedures: a product's reviews paged with the average of all of them, the rating metadata for the
 * form, writing a review (spec §5 validation; pending until approved) and the customer's own reviews with status.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { database } from '../../../commerce/src/kernel/database'
import { REVIEW_STATUS, updateReviewStatus } from '../../../commerce/src/review/review-repository'
import type { CustomerReviewsView, ProductReviewsView, RatingMetadataView } from '../../../contract/review'
import { COMMERCE_DB, PASSWORD, signedInCustomer } from '../commerce/customer-helpers'
import { data, error } from './trpc'
import { Visitor } from './visitor'

let sequence = 0
async function customer(store: 'de' | 'en' = 'en'): Promise<Visitor> {
  const { email } = await signedInCustomer({}, store)
  const browser = new Visitor(store, { 'cf-connecting-ip': `192.0.2.${++sequence % 250}`, 'x-captcha-token': 'pass' })
  await data(await browser.mutate('customer.signIn', { email, password: PASSWORD }))
  return browser
}

/** A visible product no one has reviewed (not one the other review tests use). */
let sku: string
beforeAll(async () => {
  const row = await COMMERCE_DB.prepare(
    `SELECT sku FROM catalog_product_entity e WHERE e.type_id = 'simple' AND e.visibility = 4 AND e.sku != '100011'
     AND NOT EXISTS (SELECT 1 FROM review r WHERE r.entity_pk_value = e.entity_id) ORDER BY e.entity_id LIMIT 1`,
  ).first<{ sku: string }>()
  sku = row?.sku ?? ''
})

const form = (ratings: RatingMetadataView[], value: string) => ({
  sku,
  nickname: 'Erika',
  summary: 'Gute Platten',
  text: 'Sauber geschnitten.',
  ratings: ratings.map((rating) => ({ id: rating.id, valueId: rating.values.find((v) => v.label === value)?.valueId })),
})

describe('review procedures', () => {
  it('answers the ratings with numeric labels', async () => {
    const ratings = await data<RatingMetadataView[]>(await new Visitor('de').query('review.ratings'))
    expect(ratings).toEqual([
      { id: 'MQ==', name: 'Bewertung', values: ['1', '2', '3', '4', '5'].map((v) => ({ valueId: btoa(v), label: v })) },
    ])
  })

  it('pages a product’s approved reviews and keeps the average over all of them', async () => {
    const guest = new Visitor('de')
    const first = await data<ProductReviewsView>(await guest.query('review.list', { sku: '100010', pageSize: 2 }))
    expect(first.page).toEqual({ current: 1, size: 2, totalPages: 2 })
    expect(first.items.map((r) => r.rating)).toEqual([4, 4])
    const second = await data<ProductReviewsView>(
      await guest.query('review.list', { sku: '100010', pageSize: 2, page: 2 }),
    )
    expect(second.items.map((r) => [r.nickname, r.rating])).toEqual([['Thomas K.', 5]])
    // seed: 5, 4, 4 approved → 13 / 3
    expect(first.rating).toEqual({ average: 4.3, reviewCount: 3 })
    expect(second.rating).toEqual(first.rating)
  })

  it('validates the form as spec §5 says before the shop sees it', async () => {
    const refusal = await error(
      await new Visitor('en').mutate('review.create', { sku, nickname: ' ', summary: '', text: 'x', ratings: [] }),
    )
    expect(refusal.data.reason).toBe('INVALID_INPUT')
    expect(refusal.data.inputIssues).toEqual([
      { path: 'nickname', code: 'REQUIRED' },
      { path: 'summary', code: 'REQUIRED' },
      { path: 'ratings', code: 'REQUIRED' },
    ])
  })

  it('writes a pending review: in my reviews at once, on the product after approval', async () => {
    const browser = await customer()
    const ratings = await data<RatingMetadataView[]>(await browser.query('review.ratings'))
    const written = await data<{ status: string; rating: number }>(
      await browser.mutate('review.create', form(ratings, '4')),
    )
    expect(written).toMatchObject({ status: 'PENDING', rating: 4, nickname: 'Erika' })
    const mine = async () => data<CustomerReviewsView>(await browser.query('review.mine', {}))
    expect((await mine()).items).toMatchObject([{ status: 'PENDING', rating: 4, product: { sku } }])
    expect((await mine()).items[0]?.product.path).toMatch(/\.html$/)
    const onProduct = async () => data<ProductReviewsView>(await browser.query('review.list', { sku }))
    expect((await onProduct()).items).toEqual([])

    const id = await COMMERCE_DB.prepare('SELECT max(review_id) AS id FROM review').first<{ id: number }>()
    await updateReviewStatus(database(COMMERCE_DB), id?.id ?? 0, REVIEW_STATUS.APPROVED)
    expect((await mine()).items[0]?.status).toBe('APPROVED')
    expect(await onProduct()).toMatchObject({
      items: [{ nickname: 'Erika', rating: 4 }],
      rating: { average: 4, reviewCount: 1 },
    })
  })

  it('refuses my reviews and a guest’s review (the shop does not allow guests)', async () => {
    const guest = new Visitor('en')
    expect((await error(await guest.query('review.mine', {}))).data.reason).toBe('NOT_AUTHORIZED')
    const ratings = await data<RatingMetadataView[]>(await guest.query('review.ratings'))
    const refusal = await error(await guest.mutate('review.create', form(ratings, '5')))
    expect(refusal.data).toMatchObject({
      reason: 'NOT_AUTHORIZED',
      userMessage: "Guest customers aren't allowed to add product reviews.",
    })
    expect(refusal.data.redirectTo).toBeUndefined()
  })
})
