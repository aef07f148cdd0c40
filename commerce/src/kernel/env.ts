/** Bindings of the commerce Worker (see commerce/wrangler.jsonc); domains add theirs by declaration merging. */
export interface Env {
  DB: D1Database
  /** "1" refuses introspection (`__schema`, `__type`), as Magento's `graphql/disable_introspection`; see the README. */
  GRAPHQL_DISABLE_INTROSPECTION?: string
  /** `vies` asks VIES at VIES_API_URL; `local` (the default) is the stand-in (vat-validation.ts). */
  VAT_VALIDATION?: string
  /** VIES's REST API, e.g. https://ec.europa.eu/taxation_customs/vies/rest-api */
  VIES_API_URL?: string
}
