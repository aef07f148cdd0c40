/** Bindings of the commerce Worker (see commerce/wrangler.jsonc); domains add theirs by declaration merging. */
export interface Env {
  DB: D1Database
}
