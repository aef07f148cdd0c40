/**
 * Product reviews of one store view (Magento's `review`, `review_detail`, `rating_option_vote`, `rating`): only
 * approved reviews (status 1) written for the store view count on the product. Summaries and review pages are
 * loaded for a whole batch of products at once (one D1 round trip per GraphQL level), never per product. A customer
 * sees their own reviews in every status, as Magento's customer.reviews does.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../kernel/database'
import { jsonValues, listParameter } from '../kernel/lists'
import { encodeUid } from '../kernel/uid'
import { rating, ratingOption, ratingOptionVote, ratingTitle, review, reviewDetail } from './tables'

/** Magento's review statuses (`review_status`). */
export const REVIEW_STATUS = { APPROVED: 1, PENDING: 2, NOT_APPROVED: 3 } as const
export type ReviewStatusId = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS]

export type ReviewSummary = { review_count: number; rating_summary: number }

export type ReviewVote = { name: string; value: string }

export type ReviewRecord = {
  review_id: number
  product_id: number
  status_id: number
  created_at: string
  nickname: string
  summary: string
  text: string
  /** the mean of the review's votes in percent (0–100), as Magento's average_rating */
  average_rating: number
  ratings_breakdown: ReviewVote[]
}

export type ReviewPage = { items: ReviewRecord[]; total_count: number }

type ReviewRow = Omit<ReviewRecord, 'ratings_breakdown' | 'average_rating' | 'summary' | 'text'> & {
  title: string
  detail: string
  percent: number | null
}

/** Reviews of the store view (?1) matching `where`, with each review's mean vote in percent. */
const REVIEWS = (where: string) => `
  SELECT r.review_id, r.entity_pk_value AS product_id, r.status_id, r.created_at, d.nickname, d.title, d.detail,
    (SELECT avg(v.percent) FROM rating_option_vote v WHERE v.review_id = r.review_id) AS percent
  FROM review r
  JOIN review_detail d ON d.review_id = r.review_id AND d.store_id = ?1
  WHERE ${where}`

const APPROVED = (list: string) => REVIEWS(`r.status_id = ${REVIEW_STATUS.APPROVED} AND r.entity_pk_value IN (${list})`)

/** The votes of reviews, by review, in the order of the ratings. */
const VOTES = (reviews: string) => `
  SELECT v.review_id, rt.rating_code AS name, v.value FROM rating_option_vote v
  JOIN ${reviews} p ON p.review_id = v.review_id
  JOIN rating rt ON rt.rating_id = v.rating_id AND rt.is_active = 1
  ORDER BY v.review_id, rt.position, rt.rating_id`

function votesByReview(rows: Record<string, unknown>[]): Map<number, ReviewVote[]> {
  const votes = new Map<number, ReviewVote[]>()
  for (const v of rows as { review_id: number; name: string; value: number }[]) {
    votes.set(v.review_id, [...(votes.get(v.review_id) ?? []), { name: v.name, value: String(v.value) }])
  }
  return votes
}

const toRecord = (r: ReviewRow, votes: Map<number, ReviewVote[]>): ReviewRecord => ({
  review_id: r.review_id,
  product_id: r.product_id,
  status_id: r.status_id,
  created_at: r.created_at,
  nickname: r.nickname,
  summary: r.title,
  text: r.detail,
  average_rating: r.percent ?? 0,
  ratings_breakdown: votes.get(r.review_id) ?? [],
})

/**
 * review_count and rating_summary per product: Magento's review_entity_summary, i.e. the mean of the approved
 * reviews' percentages, rounded to a whole percent; 0 without reviews. Computed on every read, so approving or
 * adding a review changes both at once.
 */
export async function loadReviewSummaries(
  db: Database,
  storeId: number,
  ids: number[],
): Promise<Map<number, ReviewSummary>> {
  const { results } = await db.$client
    .prepare(
      `SELECT product_id, count(*) AS review_count, avg(percent) AS rating_summary
       FROM (${APPROVED(jsonValues('?2'))}) GROUP BY product_id`,
    )
    .bind(storeId, listParameter(ids))
    .all<{ product_id: number; review_count: number; rating_summary: number | null }>()
  const out = new Map<number, ReviewSummary>(ids.map((id) => [id, { review_count: 0, rating_summary: 0 }]))
  for (const r of results) {
    out.set(r.product_id, { review_count: r.review_count, rating_summary: Math.round(r.rating_summary ?? 0) })
  }
  return out
}

export type ReviewPageKey = `${number}:${number}:${number}`
export const reviewPageKey = (productId: number, pageSize: number, currentPage: number): ReviewPageKey =>
  `${productId}:${pageSize}:${currentPage}`

/**
 * One page of approved reviews per product, newest first (Magento's setDateOrder), with their votes. Keys are
 * `product:pageSize:currentPage`; keys with the same paging share one statement pair, all in one D1 batch.
 */
export async function loadReviewPages(
  db: Database,
  storeId: number,
  keys: ReviewPageKey[],
): Promise<Map<ReviewPageKey, ReviewPage>> {
  const d1 = db.$client
  const groups = new Map<string, { pageSize: number; currentPage: number; ids: number[] }>()
  for (const key of keys) {
    const [id, pageSize, currentPage] = key.split(':').map(Number) as [number, number, number]
    const paging = `${pageSize}:${currentPage}`
    const group = groups.get(paging) ?? { pageSize, currentPage, ids: [] }
    group.ids.push(id)
    groups.set(paging, group)
  }
  const statements = [...groups.values()].flatMap(({ pageSize, currentPage, ids }) => {
    const paged = `WITH approved AS (${APPROVED(jsonValues('?4'))}),
      ranked AS (
        SELECT *, row_number() OVER (PARTITION BY product_id ORDER BY created_at DESC, review_id DESC) AS n,
          count(*) OVER (PARTITION BY product_id) AS total_count
        FROM approved
      ),
      paged AS (SELECT * FROM ranked WHERE n > ?2 AND n <= ?3)`
    const from = (currentPage - 1) * pageSize
    return [
      d1
        .prepare(`${paged} SELECT * FROM paged ORDER BY product_id, n`)
        .bind(storeId, from, from + pageSize, listParameter(ids)),
      d1.prepare(`${paged} ${VOTES('paged')}`).bind(storeId, from, from + pageSize, listParameter(ids)),
    ]
  })
  const results = statements.length > 0 ? await d1.batch<Record<string, unknown>>(statements) : []
  const out = new Map<ReviewPageKey, ReviewPage>()
  ;[...groups.values()].forEach(({ pageSize, currentPage, ids }, g) => {
    const rows = (results[g * 2]?.results ?? []) as (ReviewRow & { total_count: number })[]
    const votes = votesByReview(results[g * 2 + 1]?.results ?? [])
    const pages = new Map<number, ReviewPage>(ids.map((id) => [id, { items: [], total_count: 0 }]))
    for (const r of rows) {
      const page = pages.get(r.product_id)
      if (!page) continue
      page.total_count = r.total_count
      page.items.push(toRecord(r, votes))
    }
    for (const [id, page] of pages) out.set(reviewPageKey(id, pageSize, currentPage), page)
  })
  return out
}

/**
 * A page of the customer's reviews written in the store view, in every status, newest first (Magento's
 * CustomerReviewsDataProvider: customer and store filter, date order).
 */
export async function loadCustomerReviews(
  db: Database,
  storeId: number,
  customerId: number,
  paging: { pageSize: number; currentPage: number },
): Promise<ReviewPage> {
  const d1 = db.$client
  const own = REVIEWS('d.customer_id = ?2')
  const paged = `WITH own AS (${own} ORDER BY r.created_at DESC, r.review_id DESC LIMIT ?3 OFFSET ?4)`
  const offset = (paging.currentPage - 1) * paging.pageSize
  const [page, votes, count] = await d1.batch<Record<string, unknown>>([
    d1.prepare(`${paged} SELECT * FROM own`).bind(storeId, customerId, paging.pageSize, offset),
    d1.prepare(`${paged} ${VOTES('own')}`).bind(storeId, customerId, paging.pageSize, offset),
    d1.prepare(`SELECT count(*) AS total_count FROM (${own})`).bind(storeId, customerId),
  ])
  const byReview = votesByReview(votes?.results ?? [])
  return {
    items: ((page?.results ?? []) as ReviewRow[]).map((r) => toRecord(r, byReview)),
    total_count: Number((count?.results[0] as { total_count?: number } | undefined)?.total_count ?? 0),
  }
}

export type RatingMetadata = { id: string; name: string; values: { value_id: string; value: string }[] }

/**
 * The active ratings with their label in the store view and their values (Magento's ProductReviewRatingsMetadata):
 * ids are base64 of rating_id and option_id, as Magento's uids.
 */
export async function loadRatingsMetadata(db: Database, storeId: number): Promise<RatingMetadata[]> {
  const [ratings, options] = await db.batch([
    db
      .select({ rating_id: rating.rating_id, name: sql<string>`coalesce(${ratingTitle.value}, ${rating.rating_code})` })
      .from(rating)
      .leftJoin(ratingTitle, and(eq(ratingTitle.rating_id, rating.rating_id), eq(ratingTitle.store_id, storeId)))
      .where(eq(rating.is_active, 1))
      .orderBy(asc(rating.position), asc(rating.rating_id)),
    db.select().from(ratingOption).orderBy(asc(ratingOption.position), asc(ratingOption.option_id)),
  ])
  return ratings.map((r) => ({
    id: encodeUid(r.rating_id),
    name: r.name,
    values: options
      .filter((o) => o.rating_id === r.rating_id)
      .map((o) => ({ value_id: encodeUid(o.option_id), value: String(o.value) })),
  }))
}

export type RatingOptionRecord = typeof ratingOption.$inferSelect

/** The values of the active ratings (what a vote may choose). */
export function loadActiveRatingOptions(db: Database): Promise<RatingOptionRecord[]> {
  return db
    .select({
      option_id: ratingOption.option_id,
      rating_id: ratingOption.rating_id,
      code: ratingOption.code,
      value: ratingOption.value,
      position: ratingOption.position,
    })
    .from(ratingOption)
    .innerJoin(rating, and(eq(rating.rating_id, ratingOption.rating_id), eq(rating.is_active, 1)))
}

export type NewReview = {
  productId: number
  storeId: number
  customerId: number | null
  statusId: ReviewStatusId
  nickname: string
  title: string
  detail: string
  votes: RatingOptionRecord[]
}

/** The newest review: D1 runs a batch as one transaction, so inside it this is the review the batch wrote. */
const writtenReview = sql`(SELECT max(${review.review_id}) FROM ${review})`

/**
 * Writes a review with its texts and votes in one D1 batch (a transaction); answers its id, or null when the
 * customer already has a pending or approved review of the product (the shop's rule: one customer, one product, one
 * review). The check is part of the review's INSERT, so parallel writes cannot both pass it: when it writes no
 * review, the texts would go to the newest existing review, whose `review_detail` row the unique key refuses, and
 * the whole batch is undone.
 */
export async function insertReview(db: Database, r: NewReview): Promise<number | null> {
  try {
    return await writeReview(db, r)
  } catch (error) {
    if (String((error as Error).cause ?? error).includes('UNIQUE constraint failed')) return null
    throw error
  }
}

/** A customer's pending or approved review of the product (?1 the product, ?3 the customer). */
const ALREADY_REVIEWED = `EXISTS (SELECT 1 FROM review r JOIN review_detail d ON d.review_id = r.review_id
  WHERE d.customer_id = ?3 AND r.entity_pk_value = ?1 AND r.status_id IN (${REVIEW_STATUS.APPROVED}, ${REVIEW_STATUS.PENDING}))`

async function writeReview(db: Database, r: NewReview): Promise<number> {
  const statements = [
    db.insert(reviewDetail).values({
      review_id: writtenReview,
      store_id: r.storeId,
      customer_id: r.customerId,
      nickname: r.nickname,
      title: r.title,
      detail: r.detail,
    }),
    ...r.votes.map((v) =>
      db.insert(ratingOptionVote).values({
        review_id: writtenReview,
        rating_id: v.rating_id,
        entity_pk_value: r.productId,
        value: v.value,
        percent: v.value * 20,
      }),
    ),
  ].map((statement) => statement.toSQL())
  // The review's INSERT … SELECT … WHERE NOT EXISTS is plain SQL, so the whole batch goes to D1 as prepared statements.
  const d1 = db.$client
  const insert = `INSERT INTO review (created_at, entity_pk_value, status_id)
    SELECT strftime('%Y-%m-%d %H:%M:%S', 'now'), ?1, ?2`
  const guarded =
    r.customerId === null
      ? d1.prepare(insert).bind(r.productId, r.statusId)
      : d1.prepare(`${insert} WHERE NOT ${ALREADY_REVIEWED}`).bind(r.productId, r.statusId, r.customerId)
  const results = await d1.batch<{ id: number }>([
    guarded,
    ...statements.map((q) => d1.prepare(q.sql).bind(...q.params)),
    d1.prepare('SELECT max(review_id) AS id FROM review'),
  ])
  const written = results.at(-1)?.results[0]
  if (!written) throw new Error('review not written')
  return written.id
}

/** One review as the product and the customer see it (any status), or null. */
export async function findReview(db: Database, storeId: number, reviewId: number): Promise<ReviewRecord | null> {
  const d1 = db.$client
  const one = `WITH one AS (${REVIEWS('r.review_id = ?2')})`
  const [row, votes] = await d1.batch<Record<string, unknown>>([
    d1.prepare(`${one} SELECT * FROM one`).bind(storeId, reviewId),
    d1.prepare(`${one} ${VOTES('one')}`).bind(storeId, reviewId),
  ])
  const found = row?.results[0] as ReviewRow | undefined
  return found ? toRecord(found, votesByReview(votes?.results ?? [])) : null
}

/** Sets a review's status (the company's moderation); false when there is no such review. */
export async function updateReviewStatus(db: Database, reviewId: number, statusId: ReviewStatusId): Promise<boolean> {
  const updated = await db
    .update(review)
    .set({ status_id: statusId })
    .where(eq(review.review_id, reviewId))
    .returning({ id: review.review_id })
  return updated.length > 0
}

/** A review as the company moderates it (any store view): Magento's review model data. */
export type ModeratedReview = {
  review_id: number
  created_at: string
  entity_pk_value: number
  status_id: number
  store_id: number
  customer_id: number | null
  nickname: string
  title: string
  detail: string
}

/** A review's vote on one rating, as Magento's review collection adds them (`addRateVotes`: `rating_votes`). */
export type RatingVote = { vote_id: number; rating_id: number; rating_code: string; value: number; percent: number }

/** The votes of the reviews, by review, in the order of the ratings. */
export async function loadRatingVotes(db: Database, reviewIds: number[]): Promise<Map<number, RatingVote[]>> {
  const votes = new Map<number, RatingVote[]>(reviewIds.map((id) => [id, []]))
  if (reviewIds.length === 0) return votes
  const { results } = await db.$client
    .prepare(
      `SELECT v.review_id, v.vote_id, v.rating_id, rt.rating_code, v.value, v.percent FROM rating_option_vote v
       JOIN rating rt ON rt.rating_id = v.rating_id
       WHERE v.review_id IN (${jsonValues('?1')})
       ORDER BY v.review_id, rt.position, rt.rating_id`,
    )
    .bind(listParameter(reviewIds))
    .all<RatingVote & { review_id: number }>()
  for (const { review_id, ...vote } of results) votes.get(review_id)?.push(vote)
  return votes
}

/** The newest reviews, optionally of one status (the moderation queue), at most `limit`. */
export async function searchReviews(
  db: Database,
  filter: { statusId?: ReviewStatusId; reviewId?: number; limit: number },
): Promise<ModeratedReview[]> {
  const where = and(
    filter.statusId === undefined ? undefined : eq(review.status_id, filter.statusId),
    filter.reviewId === undefined ? undefined : eq(review.review_id, filter.reviewId),
  )
  return db
    .select({
      review_id: review.review_id,
      created_at: review.created_at,
      entity_pk_value: review.entity_pk_value,
      status_id: review.status_id,
      store_id: reviewDetail.store_id,
      customer_id: reviewDetail.customer_id,
      nickname: reviewDetail.nickname,
      title: reviewDetail.title,
      detail: reviewDetail.detail,
    })
    .from(review)
    .innerJoin(reviewDetail, eq(reviewDetail.review_id, review.review_id))
    .where(where)
    .orderBy(desc(review.created_at), desc(review.review_id))
    .limit(filter.limit)
}
