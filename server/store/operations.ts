import { graphql } from '../commerce/graphql'

export const StoreConfigQuery = graphql(`
  query StoreConfig {
    storeConfig {
      store_code
      locale
      default_title
      store_name
      default_display_currency_code
      secure_base_media_url
      header_logo_src
      logo_width
      logo_height
      logo_alt
      stock_quantity_bands
      allow_guests_to_write_product_reviews
      cart_summary_display_quantity
      default_country
    }
  }
`)

export const StoreSwitchersQuery = graphql(`
  query StoreSwitchers {
    currency {
      available_currency_codes
    }
    availableStores(useCurrentGroup: true) {
      store_code
      store_name
      locale
    }
  }
`)
