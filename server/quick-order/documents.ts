import { ProductCardFragment } from '../catalog/documents'
import { graphql } from '../commerce/graphql'

/** The products of a quick order's item numbers, read fresh (stock changes): a card's facts each. */
export const QuickOrderProductsQuery = graphql(
  `
  query QuickOrderProducts($skus: [String!], $pageSize: Int!) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        ...ProductCard
      }
    }
  }
`,
  [ProductCardFragment],
)
