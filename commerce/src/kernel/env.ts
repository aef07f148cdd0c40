/** Bindings of the commerce Worker (see commerce/wrangler.jsonc); domains add theirs by declaration merging. */
export interface Env {
  DB: D1Database
  /** "1" refuses introspection (`__schema`, `__type`), as Magento's `graphql/disable_introspection`; see the README. */
  GRAPHQL_DISABLE_INTROSPECTION?: string
}
