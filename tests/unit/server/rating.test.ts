import { describe, expect, it } from 'vitest'
import { ratingOf } from '../../../server/product/rating'

const review = (...breakdown: [string, string][]) => ({
  ratings_breakdown: breakdown.map(([name, value]) => ({ name, value })),
})

describe('average rating', () => {
  it('is the sum of the reviews’ ratings divided by review_count, one decimal', () => {
    const rating = ratingOf({
      review_count: 3,
      reviews: { items: [review(['Rating', '5']), review(['Rating', '4']), review(['Rating', '4'])] },
    })
    expect(rating).toEqual({ average: 4.3, reviewCount: 3 })
  })

  it('divides by 1 when there are no reviews', () => {
    expect(ratingOf({ review_count: 0, reviews: { items: [] } })).toEqual({ average: 0, reviewCount: 0 })
    expect(ratingOf({})).toEqual({ average: 0, reviewCount: 0 })
  })

  it('reads only the entry named Rating', () => {
    const rating = ratingOf({
      review_count: 2,
      reviews: { items: [review(['Quality', '1'], ['Rating', '5']), review(['Rating', '2'], ['Price', '1'])] },
    })
    expect(rating).toEqual({ average: 3.5, reviewCount: 2 })
  })

  it('counts a review without a valid rating as nothing in the sum', () => {
    const rating = ratingOf({
      review_count: 2,
      reviews: { items: [review(['Rating', '5']), review(['Rating', 'n/a']), null] },
    })
    expect(rating).toEqual({ average: 2.5, reviewCount: 2 })
  })

  it('rounds to one decimal', () => {
    const items = [review(['Rating', '5']), review(['Rating', '5']), review(['Rating', '4'])]
    expect(ratingOf({ review_count: 3, reviews: { items } }).average).toBe(4.7)
    expect(ratingOf({ review_count: 1, reviews: { items: [review(['Rating', '1'])] } }).average).toBe(1)
  })

  it('takes the sum of all reviews from rating_summary when the answer holds only a page of them', () => {
    // 25 reviews: 20 read, the mean of all is 86 % (4.3 stars)
    const items = Array.from({ length: 20 }, () => review(['Rating', '5']))
    expect(ratingOf({ review_count: 25, rating_summary: 86, reviews: { items } })).toEqual({
      average: 4.3,
      reviewCount: 25,
    })
  })
})
