import { graphql } from './graphql'

/** The signed-in customer's group as commerce resolves it from the token (NOT LOGGED IN, `MA==`, for a guest). */
export const CustomerGroupUidQuery = graphql(`
  query CustomerGroupUid {
    customerGroup {
      uid
    }
  }
`)
