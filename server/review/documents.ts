import { graphql } from '../commerce/graphql'

export const ReviewFragment = graphql(`
  fragment Review on ProductReview {
    nickname
    summary
    text
    created_at
    average_rating
    ratings_breakdown {
      name
      value
    }
  }
`)

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
            ratings_breakdown {
              name
              value
            }
          }
        }
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            ...Review
          }
          page_info {
            current_page
            page_size
            total_pages
          }
        }
      }
    }
  }
`,
  [ReviewFragment],
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
            sku
            name
            url_key
            url_suffix
            url_rewrites {
              url
            }
          }
        }
        page_info {
          current_page
          page_size
          total_pages
        }
      }
    }
  }
`,
  [ReviewFragment],
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
