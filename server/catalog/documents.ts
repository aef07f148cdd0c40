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
