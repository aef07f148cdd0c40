import { CategoryMetaFragment } from '../category/operations'
import { graphql } from '../commerce/graphql'

/** What a product's link is made of (productPath): its url rewrites, url key and sku. */
export const ProductLinkFragment = graphql(`
  fragment ProductLink on ProductInterface {
    sku
    url_key
    url_suffix
    url_rewrites {
      url
    }
  }
`)

/** What the availability, the quantity in stock and the orderable quantity are read from (server/product/stock.ts). */
export const ProductStockFragment = graphql(`
  fragment ProductStock on ProductInterface {
    stock_status
    only_x_left_in_stock
    quantity
    delivery_time
    discontinued
    backorders
  }
`)

export const ProductPriceFragment = graphql(`
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

const GalleryFragment = graphql(`
  fragment Gallery on MediaGalleryInterface {
    url
    label
    position
    disabled
  }
`)

/** The votes of a review; the one named "Rating" is its stars (ratingOf). */
export const ReviewRatingsFragment = graphql(`
  fragment ReviewRatings on ProductReview {
    ratings_breakdown {
      name
      value
    }
  }
`)

/** What a product card and a chosen variant both show: availability, prices, measures, pallet size, colour… */
const ProductFactsFragment = graphql(
  `
  fragment ProductFacts on ProductInterface {
    ...ProductStock
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
    ...SelectedAttributeOptions
  }
`,
  [ProductStockFragment, ProductPriceFragment, TierPricesFragment, SelectedAttributeOptionsFragment],
)

/**
 * What a product card of the stock list (and a row of its table) shows: name, sku, dimensions, colour, availability,
 * price and pallet size; of a configurable product, each variant's stock, named by its option (a foam board's colour).
 */
export const ProductCardFragment = graphql(
  `
  fragment ProductCard on ProductInterface {
    __typename
    uid
    name
    ...ProductLink
    ...ProductFacts
    price_range {
      maximum_price {
        final_price {
          value
        }
      }
    }
    ... on ConfigurableProduct {
      variants {
        attributes {
          label
        }
        product {
          ...ProductStock
          ...SelectedAttributeOptions
        }
      }
    }
    packaging_unit
    small_image {
      url
      label
    }
  }
`,
  [ProductLinkFragment, ProductFactsFragment, ProductStockFragment, SelectedAttributeOptionsFragment],
)

/** What changes with the chosen variant of a configurable product (contract/product.ts PurchasableView). */
export const PurchasableFragment = graphql(
  `
  fragment Purchasable on ProductInterface {
    sku
    ...ProductFacts
    successor_sku
    total_weight
    ... on PhysicalProductInterface {
      weight
    }
    media_gallery {
      ...Gallery
    }
  }
`,
  [ProductFactsFragment, GalleryFragment],
)

/**
 * A sheet's customizable options as cut to size uses them: the cut list (an area option), the edge (a drop-down,
 * only where milling is offered) and the offcut (radio buttons). Aliased: the value of an area option is one object,
 * of the others a list.
 */
export const CutToSizeOptionsFragment = graphql(`
  fragment CutToSizeOptions on CustomizableProductInterface {
    options {
      __typename
      uid
      sort_order
      ... on CustomizableAreaOption {
        area: value {
          uid
        }
      }
      ... on CustomizableDropDownOption {
        choices: value {
          uid
          sku
          title
          sort_order
        }
      }
      ... on CustomizableRadioOption {
        choices: value {
          uid
          sku
          title
          sort_order
        }
      }
    }
  }
`)

/**
 * Everything the product page shows, including the variants of a configurable product and the ratings of the first
 * page of reviews (for the average rating; one batched D1 query beside the variants).
 */
export const ProductDetailFragment = graphql(
  `
  fragment ProductDetail on ProductInterface {
    __typename
    uid
    name
    ...ProductLink
    ...Purchasable
    meta_title
    meta_description
    description {
      html
    }
    short_description {
      html
    }
    packaging_unit
    material
    categories {
      ...CategoryMeta
    }
    ...CutToSizeOptions
    review_count
    rating_summary
    reviews(pageSize: 20, currentPage: 1) {
      items {
        ...ReviewRatings
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
          ...Purchasable
        }
      }
    }
  }
`,
  [ProductLinkFragment, PurchasableFragment, CategoryMetaFragment, ReviewRatingsFragment, CutToSizeOptionsFragment],
)

/** The store's cut-to-size settings (the shop's extension StoreConfig.cut_to_size): a sheet's cut list checks by them. */
export const CutToSizeSettingsFragment = graphql(`
  fragment CutToSizeSettings on StoreConfig {
    cut_to_size {
      trim
      kerf
      min_piece
      max_pieces
      tolerances {
        up_to
        value
      }
      charge_per_metre {
        up_to
        value
      }
      milled_surcharge_per_metre
    }
  }
`)
