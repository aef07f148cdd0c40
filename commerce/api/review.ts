/**
 * Review moderation on the wire (an extension: Magento Open Source approves reviews only in its admin panel): a
 * review as Magento's admin review grid shows it, with its votes as Magento's review collection adds them.
 */
import { z } from 'zod'

/** In the order the moderation queue offers them. */
export const REVIEW_STATUSES = ['pending', 'approved', 'not_approved'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** A review's status by name, in any case (`APPROVED`, `approved`). */
const status = z.string().toLowerCase().pipe(z.enum(REVIEW_STATUSES))

/** A review's vote on one rating (`rating_votes`, Magento's `addRateVotes`). */
export type RestRatingVote = { vote_id: number; rating_id: number; rating_code: string; value: number; percent: number }

export type RestReview = {
  review_id: number
  created_at: string
  /** The product's id. */
  entity_pk_value: number
  status_id: number
  store_id: number
  customer_id: number | null
  nickname: string
  title: string
  detail: string
  /** The product's name and SKU in the default store view; null when the catalogue no longer has it. */
  name: string | null
  sku: string | null
  rating_votes: RestRatingVote[]
  status: ReviewStatus | null
}

/** `GET /V1/reviews?status=pending`: the moderation queue, newest first, at most 100; without status every review. */
export const reviewSearchQuery = z.object({ status: status.optional() })
export type ReviewSearchResult = { items: RestReview[]; total_count: number }

/** `PUT /V1/reviews/{id}`: the review's new status; the answer is the review. */
export const reviewModerationBody = z.object({ review: z.object({ status }) })
export type ReviewModeration = z.input<typeof reviewModerationBody>
