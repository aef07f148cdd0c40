import { graphql } from '../commerce/graphql'

export const MenuCategoryFragment = graphql(`
  fragment MenuCategory on CategoryTree {
    uid
    name
    url_path
    url_suffix
    include_in_menu
    position
  }
`)

/** The store's root category and four levels below it (appConfig.categoryMenuDepth). */
export const CategoryMenuQuery = graphql(
  `
  query CategoryMenu {
    categories {
      items {
        uid
        children {
          ...MenuCategory
          children {
            ...MenuCategory
            children {
              ...MenuCategory
              children {
                ...MenuCategory
              }
            }
          }
        }
      }
    }
  }
`,
  [MenuCategoryFragment],
)

/** The store's root category: the stock list (home) is the catalogue below it. */
export const RootCategoryQuery = graphql(`
  query RootCategory {
    categories {
      items {
        uid
      }
    }
  }
`)

export const CategoryMetaFragment = graphql(`
  fragment CategoryMeta on CategoryInterface {
    uid
    name
    url_path
    url_suffix
    meta_title
    meta_description
    meta_keywords
    product_count
    breadcrumbs {
      category_uid
      category_name
      category_url_path
    }
  }
`)

const PriceFragment = graphql(`
  fragment ProductPrice on PriceRange {
    minimum_price {
      final_price {
        value
        currency
      }
      regular_price {
        value
        currency
      }
    }
  }
`)

/** Magento's tier prices: from a quantity, a better price per piece. */
export const TierPricesFragment = graphql(`
  fragment TierPrices on TierPrice {
    quantity
    final_price {
      value
    }
  }
`)

/**
 * What a product card of the stock list (and a row of its table) shows: name, sku, dimensions, colour, availability,
 * price and pallet size.
 */
/** The labels and values of a product's select attributes (colour, material…), as Magento answers them. */
export const SelectedAttributeOptionsFragment = graphql(`
  fragment SelectedAttributeOptions on ProductInterface {
    custom_attributesV2 {
      items {
        code
        ... on AttributeSelectedOptions {
          selected_options {
            label
            value
          }
        }
      }
    }
  }
`)

export const ProductCardFragment = graphql(
  `
  fragment ProductCard on ProductInterface {
    __typename
    uid
    sku
    name
    url_key
    url_suffix
    url_rewrites {
      url
    }
    stock_status
    only_x_left_in_stock
    quantity
    packaging_unit
    small_image {
      url
      label
    }
    price_range {
      ...ProductPrice
    }
    price_tiers {
      ...TierPrices
    }
    strength
    diameter
    length
    width
    pieces_per_pallet
    delivery_time
    ...SelectedAttributeOptions
  }
`,
  [PriceFragment, TierPricesFragment, SelectedAttributeOptionsFragment],
)

/** A layered-navigation filter with its options and their counts. */
const FilterAggregationFragment = graphql(`
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
        current_page
        page_size
        total_pages
      }
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

const GalleryFragment = graphql(`
  fragment Gallery on MediaGalleryInterface {
    url
    label
    position
    disabled
  }
`)

/**
 * Everything the product page shows, including the variants of a configurable product and the ratings of the first
 * page of reviews (for the average rating; one batched D1 query beside the variants).
 */
export const ProductDetailQuery = graphql(
  `
  query ProductDetail($filter: ProductAttributeFilterInput!) {
    products(filter: $filter, pageSize: 1) {
      items {
        __typename
        uid
        sku
        name
        url_key
        url_suffix
        url_rewrites {
          url
        }
        meta_title
        meta_description
        description {
          html
        }
        short_description {
          html
        }
        stock_status
        only_x_left_in_stock
        quantity
        packaging_unit
        price_range {
          ...ProductPrice
        }
        price_tiers {
          ...TierPrices
        }
        material
        strength
        diameter
        length
        width
        pieces_per_pallet
        total_weight
        delivery_time
        ... on PhysicalProductInterface {
          weight
        }
        ...SelectedAttributeOptions
        media_gallery {
          ...Gallery
        }
        categories {
          ...CategoryMeta
        }
        review_count
        rating_summary
        reviews(pageSize: 20, currentPage: 1) {
          items {
            ratings_breakdown {
              name
              value
            }
          }
          page_info {
            page_size
          }
        }
        ... on ConfigurableProduct {
          configurable_options {
            uid
            attribute_code
            label
            values {
              uid
              label
              swatch_data {
                value
              }
            }
          }
          variants {
            attributes {
              code
              label
              uid
              value_index
            }
            product {
              uid
              sku
              stock_status
              only_x_left_in_stock
              quantity
              price_tiers {
                ...TierPrices
              }
              strength
              diameter
              length
              width
              weight
              pieces_per_pallet
              total_weight
              delivery_time
              ...SelectedAttributeOptions
              price_range {
                ...ProductPrice
              }
              media_gallery {
                ...Gallery
              }
            }
          }
        }
      }
    }
  }
`,
  [PriceFragment, TierPricesFragment, GalleryFragment, CategoryMetaFragment, SelectedAttributeOptionsFragment],
)

/** Related products and up-sells of one product: loaded after the page's first flush. */
export const RelatedProductsQuery = graphql(
  `
  query RelatedProducts($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        uid
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
  [ProductCardFragment],
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

export const CategoryQuery = graphql(
  `
  query Category($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        ...CategoryMeta
      }
    }
  }
`,
  [CategoryMetaFragment],
)

/** One page of product URLs for the sitemap. */
export const SitemapProductsQuery = graphql(`
  query SitemapProducts($filter: ProductAttributeFilterInput!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
      page_info {
        total_pages
      }
      items {
        sku
        url_rewrites {
          url
        }
      }
    }
  }
`)

/** A product's url in a store view: for the hreflang alternates of the product page. */
export const ProductUrlQuery = graphql(`
  query ProductUrl($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        sku
        url_key
        url_suffix
        url_rewrites {
          url
        }
      }
    }
  }
`)
