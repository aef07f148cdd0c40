/**
 * REST input as Magento's Web API reads it, without letting a caller's key reach an object's prototype: query
 * strings in PHP's bracket notation become null-prototype objects (`__proto__`, `constructor` are ordinary keys
 * there and lead nowhere), lists are read with Object.values, and field names are looked up with Object.hasOwn.
 * Values are then validated with zod; a refused value answers Magento's 400 `{message, parameters}`
 * (RestInputError), anything unexpected a 500 without details (restInternalError), for every REST route
 * (kernel/worker.ts).
 */
import type { z } from 'zod'
import { reportError } from '../../../observability/error-tracker'

/** A query string's value tree: strings at the leaves, null-prototype objects inside. */
export type QueryTree = { [key: string]: QueryTree | string }

/** PHP's bracket notation (`searchCriteria[filter_groups][0][filters][0][field]=status`) as null-prototype objects. */
export function bracketParams(params: URLSearchParams): QueryTree {
  const root: QueryTree = Object.create(null)
  for (const [key, value] of params) {
    const path = key.replace(/\]/g, '').split('[')
    let node = root
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value
        return
      }
      const child = Object.hasOwn(node, part) ? node[part] : undefined
      if (typeof child === 'object') node = child
      else {
        const created: QueryTree = Object.create(null)
        node[part] = created
        node = created
      }
    })
  }
  return root
}

/** The own value of `key` (never one of Object.prototype's). */
export const own = <T>(tree: Record<string, T> | undefined, key: string): T | undefined =>
  tree && Object.hasOwn(tree, key) ? tree[key] : undefined

/** The child objects of a node, in key order (PHP's lists: `[0]`, `[1]`, … or `[]`). */
export const children = (value: QueryTree | string | undefined): QueryTree[] =>
  value && typeof value === 'object' ? Object.values(value).filter((v): v is QueryTree => typeof v === 'object') : []

/** `filter_groups` or `filterGroups` → `FilterGroups`, as Magento's SimpleDataObjectConverter names a property. */
const upperCamelCase = (key: string) => key.replace(/(?:^|_)([a-z\d])/gi, (_, letter: string) => letter.toUpperCase())

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
 * Magento's 400 for a key the data object has no property for (ServiceInputProcessor: 'Property "Foo" does not
 * have accessor method "getFoo" in class "…"'), rather than ignoring it: an ERP's misspelt filter must not list
 * everything.
 */
export function assertProperties(tree: QueryTree, properties: readonly string[], className: string): void {
  const known = new Set(properties.map(upperCamelCase))
  for (const key of Object.keys(tree)) {
    const name = upperCamelCase(key)
    if (!known.has(name)) {
      throw new RestInputError('Property "%1" does not have accessor method "%2" in class "%3".', [
        name,
        `get${name}`,
        className,
      ])
    }
  }
}

/** A refused value, answered 400 in Magento's shape (`parameters` fill the message's %1, %2 or %name). */
export class RestInputError extends Error {
  constructor(
    message: string,
    readonly parameters: string[] | Record<string, string> = [],
  ) {
    super(message)
  }
}

/** Magento's answer for a value of a field it cannot take. */
export const invalidValueError = (value: unknown, field: string) =>
  new RestInputError('Invalid value of "%1" provided for the %2 field.', [shown(value), field])

/** A given value as a message parameter, at most 100 characters of it. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  return text.length > 100 ? `${text.slice(0, 100)}…` : text
}

/** The value parsed by `schema`, or a RestInputError naming the first refused field (its path's last name). */
export function parseRest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const [issue] = parsed.error.issues
  const path = issue?.path ?? []
  const field = [...path].reverse().find((p) => typeof p === 'string') ?? 'input'
  let given: unknown = value
  for (const key of path) {
    given =
      given && typeof given === 'object' && Object.hasOwn(given, key as PropertyKey)
        ? (given as Record<PropertyKey, unknown>)[key as PropertyKey]
        : undefined
  }
  if (given === undefined)
    throw new RestInputError('"%fieldName" is required. Enter and try again.', { fieldName: field })
  throw invalidValueError(given, field)
}

const restJson = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })

/** Magento's 400 for a refused value. */
export const restInputResponse = (error: RestInputError) =>
  restJson({ message: error.message, parameters: error.parameters }, 400)

/**
 * Magento's masked answer to an unexpected error of a REST call (production mode): no message of the cause, no
 * stack; the cause goes to the log under the report id.
 */
export function restInternalError(error: unknown): Response {
  const report = `webapi-${crypto.randomUUID()}`
  reportError('commerce: REST error', error, { report })
  return restJson(
    { message: `Internal Error. Details are available in Magento log file. Report ID: ${report}`, parameters: [] },
    500,
  )
}
