import { graphql } from './graphql'

/** Where a page of one of Magento's lists stands (products, reviews, orders): its number, size and the page count. */
export const PageInfoFragment = graphql(`
  fragment PageInfo on SearchResultPageInfo {
    current_page
    page_size
    total_pages
  }
`)
