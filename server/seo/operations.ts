import { graphql } from '../commerce/graphql'
import { ProductLinkFragment } from '../product/operations'

/** One page of product URLs for the sitemap. */
export const SitemapProductsQuery = graphql(
  `
  query SitemapProducts($filter: ProductAttributeFilterInput!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
      page_info {
        total_pages
      }
      items {
        ...ProductLink
      }
    }
  }
`,
  [ProductLinkFragment],
)
