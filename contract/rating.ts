/** A product's average rating as the storefront shows it (the rule is in server/product/rating.ts). */
export interface RatingView {
  /** 1–5, one decimal; 0 when the product has no reviews */
  average: number
  reviewCount: number
}
