import { graphql } from './graphql'

/** The signed-in customer's group as commerce resolves it from the token (NOT LOGGED IN, `MA==`, for a guest). */
export const CustomerGroupUidQuery = graphql(`
  query CustomerGroupUid {
    customerGroup {
      uid
    }
  }
`)

/** Where a page of one of Magento's lists stands (products, reviews, orders): its number, size and the page count. */
export const PageInfoFragment = graphql(`
  fragment PageInfo on SearchResultPageInfo {
    current_page
    page_size
    total_pages
  }
`)
