import type { BatchLoader, LoaderTurn } from './batch-loader'
import type { Database } from './database'
import type { Translate } from './errors'
import type { VatValidator } from './vat-validation'

/**
 * Request-scoped data access (batch loaders, per-request caches) that domains offer each other. The kernel declares
 * it empty; each domain adds its members in its module.ts by declaration merging:
 * `declare module '../kernel/context' { interface Loaders { products: BatchLoader<number, ProductRecord> } }`
 * and fills them in its module's `loaders(context)`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by the domains (declaration merging).
export interface Loaders {}

/**
 * The resolver context of one request: the database and the domains' loaders. Domains add request state the same
 * way (the store view of the `Store` header, the customer of the bearer token) and fill it in their module's
 * `request` hook.
 */
export interface Context {
  db: Database
  loaders: Loaders
  /** The request's next turn, in which its batch loaders load what they collected (batch-loader.ts). */
  turn: LoaderTurn
  /** The language answers are written in (Magento's general/locale/code of the store view); en_US until known. */
  locale: string
  /** Renders a phrase in `locale` (exceptions and user_errors carry phrases). */
  translate: Translate
  /** Renders a phrase in another language: the company's own mails are in its language, whatever the store view's. */
  translateIn: (locale: string) => Translate
  /** Asks VIES (or its local stand-in) whether a VAT ID is valid (vat-validation.ts). */
  vatValidator: VatValidator
}

/** What a loader yields: `Loaded<'products'>` is the product record another domain's loader hands out. */
export type Loaded<K extends keyof Loaders> =
  Loaders[K] extends BatchLoader<infer _Key, infer V>
    ? V
    : Loaders[K] extends (...args: never[]) => Promise<infer V>
      ? V
      : never
