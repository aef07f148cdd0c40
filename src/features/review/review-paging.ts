/** Reviews per page on the product page and in my-reviews. */
export const REVIEWS_PAGE_SIZE = 5
