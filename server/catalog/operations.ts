import { CategoryMetaFragment } from '../category/operations'
import { graphql } from '../commerce/graphql'
import { PageInfoFragment } from '../commerce/operations'
import { CutToSizeSettingsFragment, ProductCardFragment, ProductDetailFragment } from '../product/operations'

/** A layered-navigation filter with its options and their counts. */
export const FilterAggregationFragment = graphql(`
  fragment FilterAggregation on Aggregation {
    attribute_code
    label
    position
    options {
      label
      value
      count
    }
  }
`)

export const StockListQuery = graphql(
  `
  query StockList(
    $search: String
    $filter: ProductAttributeFilterInput!
    $pageSize: Int!
    $currentPage: Int!
    $sort: ProductAttributeSortInput
  ) {
    products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
      total_count
      page_info {
        ...PageInfo
      }
      aggregations {
        ...FilterAggregation
      }
      items {
        ...ProductCard
      }
      suggestions {
        search
      }
    }
  }
`,
  [PageInfoFragment, ProductCardFragment, FilterAggregationFragment],
)

/** The items near a search that found nothing, with its filters for the sidebar (zero-result.ts). */
export const NearbyProductsQuery = graphql(
  `
  query NearbyProducts($search: String!, $filter: ProductAttributeFilterInput!, $pageSize: Int!) {
    products(search: $search, filter: $filter, pageSize: $pageSize) {
      total_count
      aggregations {
        ...FilterAggregation
      }
      items {
        ...ProductCard
      }
    }
  }
`,
  [ProductCardFragment, FilterAggregationFragment],
)

/** A page of the stock list for its export: the items alone, no filters. */
export const StockListExportQuery = graphql(
  `
  query StockListExport(
    $search: String
    $filter: ProductAttributeFilterInput!
    $pageSize: Int!
    $currentPage: Int!
    $sort: ProductAttributeSortInput
  ) {
    products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
      page_info {
        ...PageInfo
      }
      items {
        ...ProductCard
      }
    }
  }
`,
  [PageInfoFragment, ProductCardFragment],
)

/**
 * The filters of a listing alone (one product asked for, not shown): the stock list asks them once for each option
 * filter the visitor chose, without that filter, so that its other options stay to choose from.
 */
export const StockListFiltersQuery = graphql(
  `
  query StockListFilters($search: String, $filter: ProductAttributeFilterInput!) {
    products(search: $search, filter: $filter, pageSize: 1) {
      aggregations {
        ...FilterAggregation
      }
    }
  }
`,
  [FilterAggregationFragment],
)

/**
 * The product page's product, by its sku or url key, with its related products and up-sells: the page's product and
 * the items it streams in later are one commerce read (catalog.product and catalog.related ask it alike). The store's
 * cut-to-size settings come along, so that a sheet's cut list costs no read of its own, and so do the product's urls
 * in the other store views (an extension), so that its hreflang alternates cost none either.
 */
export const ProductPageQuery = graphql(
  `
  query ProductPage($filter: ProductAttributeFilterInput!) {
    storeConfig {
      ...CutToSizeSettings
    }
    products(filter: $filter, pageSize: 1) {
      items {
        ...ProductDetail
        store_view_urls {
          store_code
          relative_url
        }
        related_products {
          ...ProductCard
        }
        upsell_products {
          ...ProductCard
        }
      }
    }
  }
`,
  [ProductDetailFragment, ProductCardFragment, CutToSizeSettingsFragment],
)

/** What a storefront path names: a category (with its metadata), a product or nothing. */
export const RouteQuery = graphql(
  `
  query Route($url: String!) {
    route(url: $url) {
      __typename
      type
      relative_url
      ... on CategoryTree {
        ...CategoryMeta
      }
      ... on SimpleProduct {
        sku
      }
      ... on ConfigurableProduct {
        sku
      }
    }
  }
`,
  [CategoryMetaFragment],
)
