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

/** What a category page and a product's breadcrumbs show of a category (categoryView). */
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
