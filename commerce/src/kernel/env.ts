/** Bindings of the commerce Worker (see commerce/wrangler.jsonc). */
export interface Env {
  DB: D1Database
}
