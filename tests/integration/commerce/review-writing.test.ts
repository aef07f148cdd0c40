/**
 * Writing reviews (Magento's createProductReview): validation, pending until approved, the approval path, guests as
 * catalog/review/allow_guest says, the customer's own reviews, and review_count / rating_summary kept consistent.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { database } from '../../../commerce/src/kernel/database'
import { REVIEW_STATUS, updateReviewStatus } from '../../../commerce/src/review/review-repository'
import { COMMERCE_DB, signedInCustomer } from './customer-helpers'
import { call, data } from './graphql'
import { cleanCaches } from './request-helpers'

const EN = 2
const RATING = btoa('1')
const stars = (value: number) => [{ id: RATING, value_id: btoa(String(value)) }]

const CREATE = `mutation ($input: CreateProductReviewInput!) {
  createProductReview(input: $input) { review { nickname summary text created_at average_rating
    ratings_breakdown { name value } product { sku } } } }`
const PRODUCT = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { review_count rating_summary
  reviews(pageSize: 20) { items { nickname average_rating } } } } }`
const MINE = `query ($page: Int, $size: Int) { customer { reviews(currentPage: $page, pageSize: $size) {
  items { nickname summary product { sku } average_rating status } page_info { current_page page_size total_pages } } } }`

/** Visible simple products nobody has reviewed, one per test that needs a clean count. */
let unreviewed: string[]
beforeAll(async () => {
  const { results } = await COMMERCE_DB.prepare(
    `SELECT sku FROM catalog_product_entity e WHERE e.type_id = 'simple' AND e.visibility = 4 AND e.sku != '100011'
     AND NOT EXISTS (SELECT 1 FROM review r WHERE r.entity_pk_value = e.entity_id) ORDER BY e.entity_id DESC LIMIT 10`,
  ).all<{ sku: string }>()
  unreviewed = results.map((r) => r.sku)
})

/** Sets (or with null removes) a setting of the en store view, as an operator does: in the database, then a cache clean. */
async function setConfig(path: string, value: string | null) {
  if (value === null) {
    await COMMERCE_DB.prepare("DELETE FROM core_config_data WHERE scope = 'stores' AND scope_id = ?1 AND path = ?2")
      .bind(EN, path)
      .run()
  } else {
    await COMMERCE_DB.prepare(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('stores', ?1, ?2, ?3)
       ON CONFLICT (scope, scope_id, path) DO UPDATE SET value = excluded.value`,
    )
      .bind(EN, path, value)
      .run()
  }
  await cleanCaches()
}

afterEach(async () => {
  await setConfig('catalog/review/auto_approve', null)
  await setConfig('catalog/review/allow_guest', null)
})

const review = (sku: string, value: number, nickname = 'Erika') => ({
  sku,
  nickname,
  summary: 'Sauber geschnitten',
  text: 'Maßhaltig und gut verpackt.',
  ratings: stars(value),
})

const write = async (token: string | undefined, input: ReturnType<typeof review>, store = 'en') =>
  (await data(CREATE, { token, store, variables: { input } })).createProductReview.review

const product = async (sku: string, store = 'en') =>
  (await data(PRODUCT, { store, variables: { sku } })).products.items[0]

/** The newest review's id (the tests approve it as the company would). */
async function newestReviewId(): Promise<number> {
  const row = await COMMERCE_DB.prepare('SELECT max(review_id) AS id FROM review').first<{ id: number }>()
  return row?.id ?? 0
}
const approve = async (reviewId: number) => updateReviewStatus(database(COMMERCE_DB), reviewId, REVIEW_STATUS.APPROVED)

describe('createProductReview', () => {
  it('writes a pending review: answered, listed for its author, not yet on the product', async () => {
    const { token } = await signedInCustomer()
    const sku = unreviewed[0] as string
    const written = await write(token, review(sku, 4))
    expect(written).toMatchObject({
      nickname: 'Erika',
      summary: 'Sauber geschnitten',
      text: 'Maßhaltig und gut verpackt.',
      average_rating: 80,
      ratings_breakdown: [{ name: 'Rating', value: '4' }],
      product: { sku },
    })
    expect(written.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(await product(sku)).toEqual({ review_count: 0, rating_summary: 0, reviews: { items: [] } })
    const mine = (await data(MINE, { token, store: 'en' })).customer.reviews
    expect(mine.items).toEqual([
      { nickname: 'Erika', summary: 'Sauber geschnitten', product: { sku }, average_rating: 80, status: 'PENDING' },
    ])

    expect(await approve(await newestReviewId())).toBe(true)
    expect(await product(sku)).toEqual({
      review_count: 1,
      rating_summary: 80,
      reviews: { items: [{ nickname: 'Erika', average_rating: 80 }] },
    })
    expect((await data(MINE, { token, store: 'en' })).customer.reviews.items[0].status).toBe('APPROVED')
    // the review shows in the store view it was written in
    expect((await product(sku, 'de')).review_count).toBe(0)
  })

  it('approves at once where catalog/review/auto_approve is set', async () => {
    const { token } = await signedInCustomer()
    const sku = unreviewed[1] as string
    await setConfig('catalog/review/auto_approve', '1')
    await write(token, review(sku, 5))
    expect(await product(sku)).toMatchObject({ review_count: 1, rating_summary: 100 })
  })

  it("keeps review_count and rating_summary (Magento's rounded mean of the approved reviews) right for any number of reviews", async () => {
    const sku = unreviewed[2] as string
    await setConfig('catalog/review/auto_approve', '1')
    const values = [5, 4, 4, 2, 3, 1, 5]
    for (const [n, value] of values.entries()) {
      // one review per customer and product: each value by another customer
      await write((await signedInCustomer()).token, review(sku, value))
      const shown = values.slice(0, n + 1)
      const mean = shown.reduce((sum, v) => sum + v * 20, 0) / shown.length
      expect(await product(sku)).toMatchObject({ review_count: n + 1, rating_summary: Math.round(mean) })
    }
    // a pending review changes neither
    await setConfig('catalog/review/auto_approve', null)
    await write((await signedInCustomer()).token, review(sku, 1))
    expect(await product(sku)).toMatchObject({ review_count: values.length, rating_summary: 69 })
  })

  it("refuses empty texts, unknown products and incomplete ratings with Magento's texts", async () => {
    const { token } = await signedInCustomer()
    const sku = unreviewed[3] as string
    const cases: [Record<string, unknown>, string, string][] = [
      [{ summary: ' ' }, 'Please enter a review summary.', 'graphql-input'],
      [{ nickname: '' }, 'Please enter a nickname.', 'graphql-input'],
      [
        { nickname: 'Erika\nhttps://example.net' },
        "Nickname is not valid! Allowed characters: A-Z, a-z, 0-9, -, _, ., ', ’, `, &, space",
        'graphql-input',
      ],
      [{ text: '' }, 'Please enter a review.', 'graphql-input'],
      [{ sku: 'NO-SUCH-SKU' }, 'Could not find a product with SKU "NO-SUCH-SKU"', 'graphql-no-such-entity'],
      [{ ratings: [] }, 'Please select one of each of the ratings above.', 'graphql-input'],
      [{ ratings: stars(9) }, 'Please select one of each of the ratings above.', 'graphql-input'],
      [{ ratings: [...stars(3), ...stars(4)] }, 'Please select one of each of the ratings above.', 'graphql-input'],
    ]
    for (const [change, message, category] of cases) {
      const { body } = await call(CREATE, {
        token,
        store: 'en',
        variables: { input: { ...review(sku, 3), ...change } },
      })
      expect(body.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([[message, category]])
    }
    const german = await call(CREATE, { token, store: 'de', variables: { input: { ...review(sku, 3), nickname: '' } } })
    expect(german.body.errors?.[0]?.message).toBe('Bitte geben Sie einen Spitznamen ein.')
    expect((await data(MINE, { token, store: 'en' })).customer.reviews.items).toEqual([])
  })

  it('lets guests write only where catalog/review/allow_guest says so', async () => {
    const sku = unreviewed[4] as string
    const refused = await call(CREATE, { store: 'en', variables: { input: review(sku, 5) } })
    expect(refused.status).toBe(403)
    expect(refused.body.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ["Guest customers aren't allowed to add product reviews.", 'graphql-authorization'],
    ])
    await setConfig('catalog/review/allow_guest', '1')
    expect(
      (await data('{ storeConfig { allow_guests_to_write_product_reviews } }', { store: 'en' })).storeConfig,
    ).toEqual({ allow_guests_to_write_product_reviews: '1' })
    expect((await write(undefined, review(sku, 5, 'Gast'))).nickname).toBe('Gast')
  })
})

describe('one review per customer and product', () => {
  it('refuses a second one while the first is pending or approved, also written at once; another customer may', async () => {
    const { token } = await signedInCustomer()
    const sku = unreviewed[9] as string
    await write(token, review(sku, 4))
    const again = await call(CREATE, { token, store: 'en', variables: { input: review(sku, 5) } })
    expect(again.body.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ['You have already reviewed this product.', 'graphql-already-exists'],
    ])
    const german = await call(CREATE, { token, store: 'de', variables: { input: review(sku, 5) } })
    expect(german.body.errors?.[0]?.message).toBe('Sie haben dieses Produkt bereits bewertet.')
    await approve(await newestReviewId())
    expect((await call(CREATE, { token, store: 'en', variables: { input: review(sku, 1) } })).body.errors).toHaveLength(
      1,
    )

    // ten at once from a new customer: one is written
    const { token: hasty } = await signedInCustomer()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(CREATE, { token: hasty, store: 'en', variables: { input: review(sku, 2) } }),
      ),
    )
    expect(answers.filter((a) => a.status === 200 && !a.body.errors)).toHaveLength(1)
    expect(answers.every((a) => a.status < 500)).toBe(true)
    expect((await data(MINE, { token: hasty, store: 'en' })).customer.reviews.items).toHaveLength(1)

    // a rejected review leaves room for a new one
    await updateReviewStatus(database(COMMERCE_DB), await newestReviewId(), REVIEW_STATUS.NOT_APPROVED)
    const { token: rejected } = await signedInCustomer()
    await write(rejected, review(sku, 3))
    await updateReviewStatus(database(COMMERCE_DB), await newestReviewId(), REVIEW_STATUS.NOT_APPROVED)
    expect((await write(rejected, review(sku, 3))).nickname).toBe('Erika')
  })
})

describe("the customer's reviews", () => {
  it('lists their own reviews of the store view in every status, newest first, paged', async () => {
    const { token } = await signedInCustomer()
    const other = await signedInCustomer()
    const sku = unreviewed[0] as string
    await write(other.token, review(sku, 2, 'Someone else'))
    // one review per product: each of another product
    for (const [n, nickname] of ['First', 'Second', 'Third'].entries()) {
      await write(token, review(unreviewed[5 + n] as string, 3, nickname))
    }
    await write(token, review(unreviewed[8] as string, 3, 'Auf Deutsch'), 'de')
    await approve(await newestReviewId())

    const page = async (currentPage: number) =>
      (await data(MINE, { token, store: 'en', variables: { page: currentPage, size: 2 } })).customer.reviews
    const first = await page(1)
    expect(first.items.map((r: { nickname: string }) => r.nickname)).toEqual(['Third', 'Second'])
    expect(first.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 2 })
    expect((await page(2)).items.map((r: { nickname: string }) => r.nickname)).toEqual(['First'])
    const german = (await data(MINE, { token, store: 'de' })).customer.reviews.items
    expect(german.map((r: { nickname: string }) => r.nickname)).toEqual(['Auf Deutsch'])

    const { body } = await call(MINE, { token, store: 'en', variables: { page: 0 } })
    expect(body.errors?.[0]?.message).toBe('currentPage value must be greater than 0.')
  })
})
