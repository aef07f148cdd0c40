/**
 * A query string's value tree as the REST routes read it (commerce's kernel builds it from PHP's bracket notation):
 * null-prototype objects inside, strings at the leaves. What reads it looks keys up with Object.hasOwn, so a caller's
 * `__proto__` or `constructor` leads nowhere.
 */
export type QueryTree = { [key: string]: QueryTree | string }

/** The own value of `key` (never one of Object.prototype's). */
export const own = <T>(tree: Record<string, T> | undefined, key: string): T | undefined =>
  tree && Object.hasOwn(tree, key) ? tree[key] : undefined

/** The child objects of a node, in key order (PHP's lists: `[0]`, `[1]`, … or `[]`). */
export const children = (value: QueryTree | string | undefined): QueryTree[] =>
  value && typeof value === 'object' ? Object.values(value).filter((v): v is QueryTree => typeof v === 'object') : []

/** `filter_groups` or `filterGroups` → `FilterGroups`, as Magento's SimpleDataObjectConverter names a property. */
export const upperCamelCase = (key: string) =>
  key.replace(/(?:^|_)([a-z\d])/gi, (_, letter: string) => letter.toUpperCase())

/**
 * The own value of a data object's property, given in snake_case or camelCase as Magento's ServiceInputProcessor
 * takes either (`filter_groups`, `filterGroups`).
 */
export const property = (tree: QueryTree, key: string): QueryTree | string | undefined =>
  own(tree, key) ??
  own(
    tree,
    key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
  )

/**
 * The first key of `tree` the data object has no property for, as Magento's 400 names it ('Property "Foo" does not
 * have accessor method "getFoo" in class "…"'), rather than ignoring it: an ERP's misspelt filter must not list
 * everything.
 */
export function unknownProperty(tree: QueryTree, properties: readonly string[], className: string) {
  const known = new Set(properties.map(upperCamelCase))
  const name = Object.keys(tree)
    .map(upperCamelCase)
    .find((key) => !known.has(key))
  return name === undefined
    ? null
    : {
        message: 'Property "%1" does not have accessor method "%2" in class "%3".',
        parameters: [name, `get${name}`, className],
      }
}
