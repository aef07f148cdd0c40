import { z } from 'zod'
import { isValidName, requiredText } from './customer'
import { issue } from './input-issue'
import type { RatingView } from './rating'

/**
 * Product reviews: the review form's input (validated by the form and the procedure alike, spec §5's message), the
 * pages of reviews and the rating metadata the procedures answer.
 */

export const reviewInputSchema = z.object({
  sku: z.string().trim().min(1).max(64),
  /** Shown to every visitor: Magento's name rule, as commerce checks it (NAME_INVALID). */
  nickname: requiredText().pipe(z.string().max(128, issue.TOO_LONG).refine(isValidName, issue.NAME_INVALID)),
  summary: requiredText().pipe(z.string().max(255, issue.TOO_LONG)),
  text: requiredText().pipe(z.string().max(2000, issue.TOO_LONG)),
  /** One value per rating of the metadata (ids and value ids as it answers them). */
  ratings: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        valueId: z.string(issue.REQUIRED).min(1, issue.REQUIRED).max(64),
      }),
    )
    .min(1, issue.REQUIRED)
    .max(10),
})
export type ReviewInput = z.infer<typeof reviewInputSchema>

const paging = {
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
}
export const productReviewsInputSchema = z.object({ sku: z.string().trim().min(1).max(64), ...paging })
export const customerReviewsInputSchema = z.object(paging)

export type ReviewStatus = 'APPROVED' | 'PENDING' | 'NOT_APPROVED'

export interface ReviewView {
  nickname: string
  summary: string
  text: string
  createdAt: string
  /** The review's mean vote in percent (0–100), Magento's average_rating. */
  averageRating: number
  /** The value (1–5) of the rating named "Rating"; null without one. */
  rating: number | null
}

export interface PageView {
  current: number
  size: number
  totalPages: number
}

export interface ProductReviewsView {
  items: ReviewView[]
  page: PageView
  /** The product's average (spec §5) over all its approved reviews and their number. */
  rating: RatingView
}

export interface CustomerReviewView extends ReviewView {
  product: { sku: string; name: string; path: string }
  /** Pending reviews wait for the shop's approval; only approved ones show on the product. */
  status: ReviewStatus | null
}

export interface CustomerReviewsView {
  items: CustomerReviewView[]
  page: PageView
}

export interface RatingMetadataView {
  id: string
  name: string
  /** label: the value itself when it is a number (spec), e.g. "4". */
  values: { valueId: string; label: string }[]
}
