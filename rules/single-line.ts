/**
 * The rule of a single-line field (a name, an address's company, street line, city, region, postcode, telephone
 * and VAT ID): these values are written into mails, documents and pages, where a line break makes a paragraph of
 * its own and a web address a link. The storefront's forms and procedures (contract/) and the bundled commerce
 * backend check with this one rule.
 */

/** Control characters (line breaks, tabs, NUL …) and Unicode's line and paragraph separators. */
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u

export const isSingleLine = (text: string) => !LINE_BREAK_OR_CONTROL.test(text)

/**
 * `www.`, a scheme (`https://`), a domain (a letter or digit, then a dot and two letters: `example.de`, also with
 * `-` or `_` before the dot) or a dotted quad (`10.0.0.1`); any dot a browser reads as one.
 */
const WEB_ADDRESS = /www[.。．｡]|:\/\/|[\p{L}\d][-_]*[.。．｡]\p{L}{2,}|\d{1,3}(?:[.。．｡]\d{1,3}){3}/iu

/**
 * Whether a text reads as a web address once its look-alikes are undone: compatibility forms folded (NFKC: `ｅｖｉｌ`,
 * `ⓔ`) and combining marks dropped (`evil̲.com`), as a mail program's link detection sees it.
 */
export function readsAsWebAddress(text: string): boolean {
  const plain = text.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '')
  return WEB_ADDRESS.test(plain)
}

/** A company's name or a city: one line, no web address. */
export const isPlainSingleLine = (text: string) => isSingleLine(text) && !readsAsWebAddress(text)
