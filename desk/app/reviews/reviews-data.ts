/**
 * Review moderation through commerce's review REST extension: `GET /rest/V1/reviews?status=…` (newest first, at
 * most 100, no paging: the desk pages them itself) and `PUT /rest/V1/reviews/{id}` with the new status.
 */
import type { GetListParams, GetListResult, Identifier } from 'react-admin'
import { fromCommerceTime } from '../commerce-time'
import { rest } from '../rest'

export const reviewStatuses = ['pending', 'approved', 'not_approved'] as const
export type ReviewStatus = (typeof reviewStatuses)[number]

/**
 * commerce/src/review/rest.ts: Magento's review data with the product's name and SKU (as its admin's review grid),
 * its votes (`rating_votes`, as Magento's review collection adds them) and its status.
 */
interface MagentoReview {
  review_id: number
  created_at: string
  /** The product's id. */
  entity_pk_value: number
  name: string | null
  sku: string | null
  rating_votes: { rating_code: string; value: number; percent: number }[]
  store_id: number
  nickname: string
  title: string
  detail: string
  status: ReviewStatus
}

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

const stars = (votes: MagentoReview['rating_votes']) =>
  votes.length > 0 ? Math.round((votes.reduce((sum, vote) => sum + vote.value, 0) / votes.length) * 10) / 10 : null

const deskReview = (review: MagentoReview): DeskReview => ({
  id: review.review_id,
  productId: review.entity_pk_value,
  productName: review.name,
  productSku: review.sku,
  rating: stars(review.rating_votes),
  nickname: review.nickname,
  summary: review.title,
  text: review.detail,
  writtenAt: fromCommerceTime(review.created_at).toISOString(),
  status: review.status,
})

export async function listReviews(params: GetListParams): Promise<GetListResult<DeskReview>> {
  const status = (params.filter as { status?: ReviewStatus }).status
  const query = status ? `?status=${encodeURIComponent(status)}` : ''
  const found = await rest<{ items: MagentoReview[]; total_count: number }>(`reviews${query}`)
  const { page, perPage } = params.pagination ?? { page: 1, perPage: found.items.length }
  const onPage = found.items.slice((page - 1) * perPage, page * perPage)
  return { data: onPage.map(deskReview), total: found.items.length }
}

export async function moderateReview(id: Identifier, status: ReviewStatus): Promise<DeskReview> {
  return deskReview(await rest<MagentoReview>(`reviews/${Number(id)}`, { method: 'PUT', body: { review: { status } } }))
}
