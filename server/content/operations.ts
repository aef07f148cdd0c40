import { graphql } from '../commerce/graphql'

export const CmsPageQuery = graphql(`
  query CmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      title
      content_heading
      content
      meta_title
      meta_description
      meta_keywords
    }
  }
`)

export const CmsBlocksQuery = graphql(`
  query CmsBlocks($identifiers: [String]!) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        title
        content
      }
    }
  }
`)
