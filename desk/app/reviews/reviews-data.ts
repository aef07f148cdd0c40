/**
 * Review moderation through commerce's review REST extension: `GET /rest/V1/reviews?status=…` (newest first, at
 * most 100, no paging: the desk pages them itself) and `PUT /rest/V1/reviews/{id}` with the new status.
 */
import type { GetListParams, GetListResult, Identifier, UpdateManyParams, UpdateParams } from 'react-admin'
import type { RestReview, ReviewModeration, ReviewSearchResult, ReviewStatus } from '../../../commerce/api/review'
import { fromCommerceTime } from '../commerce-time'
import { rest } from '../rest'
import { unsupported } from '../unsupported'

export type { ReviewStatus }

export interface DeskReview {
  id: number
  productId: number
  /** The product's name, or null when the catalogue no longer shows it. */
  productName: string | null
  productSku: string | null
  /** The stars given, 1–5 (the mean of its votes, should there be several ratings); null without a vote. */
  rating: number | null
  nickname: string
  summary: string
  text: string
  /** ISO time */
  writtenAt: string
  status: ReviewStatus
}

const stars = (votes: RestReview['rating_votes']) =>
  votes.length > 0 ? Math.round((votes.reduce((sum, vote) => sum + vote.value, 0) / votes.length) * 10) / 10 : null

const deskReview = (review: RestReview): DeskReview => ({
  id: review.review_id,
  productId: review.entity_pk_value,
  productName: review.name,
  productSku: review.sku,
  rating: stars(review.rating_votes),
  nickname: review.nickname,
  summary: review.title,
  text: review.detail,
  writtenAt: fromCommerceTime(review.created_at).toISOString(),
  status: review.status ?? 'pending',
})

async function listReviews(params: GetListParams): Promise<GetListResult<DeskReview>> {
  const status = (params.filter as { status?: ReviewStatus }).status
  const query = status ? `?status=${encodeURIComponent(status)}` : ''
  const found = await rest<ReviewSearchResult>(`reviews${query}`)
  const { page, perPage } = params.pagination ?? { page: 1, perPage: found.items.length }
  const onPage = found.items.slice((page - 1) * perPage, page * perPage)
  return { data: onPage.map(deskReview), total: found.items.length }
}

async function moderateReview(id: Identifier, status: ReviewStatus): Promise<DeskReview> {
  const body: ReviewModeration = { review: { status } }
  return deskReview(await rest<RestReview>(`reviews/${Number(id)}`, { method: 'PUT', body }))
}

const statusOf = (params: UpdateParams | UpdateManyParams) => (params.data as { status: ReviewStatus }).status

/** The `reviews` resource: the moderation queue, and a decision on one review or several. */
export const reviewsProvider = {
  ...unsupported('reviews'),
  getList: (_resource: string, params: GetListParams) => listReviews(params),
  update: async (_resource: string, params: UpdateParams) => ({
    data: await moderateReview(params.id, statusOf(params)),
  }),
  updateMany: async (_resource: string, params: UpdateManyParams) => {
    const moderated = await Promise.all(params.ids.map((id: Identifier) => moderateReview(id, statusOf(params))))
    return { data: moderated.map((review) => review.id) }
  },
}
