import { graphql } from '../commerce/graphql'
import { PageInfoFragment } from '../commerce/operations'
import { ProductLinkFragment, ReviewRatingsFragment } from '../product/operations'

export const ReviewFragment = graphql(
  `
  fragment Review on ProductReview {
    nickname
    summary
    text
    created_at
    average_rating
    ...ReviewRatings
  }
`,
  [ReviewRatingsFragment],
)

/** A page of reviews; `ratings` reads up to 100 reviews' votes for the exact average (spec §5), rating_summary beyond. */
export const ProductReviewsQuery = graphql(
  `
  query ProductReviews($sku: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        sku
        review_count
        rating_summary
        ratings: reviews(pageSize: 100) {
          items {
            ...ReviewRatings
          }
        }
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            ...Review
          }
          page_info {
            ...PageInfo
          }
        }
      }
    }
  }
`,
  [ReviewFragment, ReviewRatingsFragment, PageInfoFragment],
)

export const CustomerReviewsQuery = graphql(
  `
  query CustomerReviews($pageSize: Int!, $currentPage: Int!) {
    customer {
      reviews(pageSize: $pageSize, currentPage: $currentPage) {
        items {
          ...Review
          status
          product {
            name
            ...ProductLink
          }
        }
        page_info {
          ...PageInfo
        }
      }
    }
  }
`,
  [ReviewFragment, ProductLinkFragment, PageInfoFragment],
)

export const RatingsMetadataQuery = graphql(`
  query ProductReviewRatingsMetadata {
    productReviewRatingsMetadata {
      items {
        id
        name
        values {
          value_id
          value
        }
      }
    }
  }
`)

export const CreateProductReviewMutation = graphql(
  `
  mutation CreateProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        ...Review
        status
      }
    }
  }
`,
  [ReviewFragment],
)
