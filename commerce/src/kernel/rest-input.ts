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
import type { QueryTree } from '../../api/query-tree'

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

/** A refused value, answered 400 in Magento's shape (`parameters` fill the message's %1, %2 or %name). */
export class RestInputError extends Error {
  constructor(
    message: string,
    readonly parameters: string[] | Record<string, string> = [],
    /** Each problem, where several are answered at once. */
    readonly errors?: readonly { message: string; parameters: string[] | Record<string, string> }[],
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

type Issue = z.core.$ZodIssue
/** Magento's own refusal a schema carries on a custom issue (e.g. an unknown searchCriteria key). */
export type MagentoRefusal = { message: string; parameters: string[] | Record<string, string> }
const magentoRefusal = (issue: Issue): MagentoRefusal | undefined =>
  issue.code === 'custom' ? (issue.params?.magento as MagentoRefusal | undefined) : undefined

/** The value at `path` of what the caller gave, own keys only. */
function givenAt(given: unknown, path: readonly PropertyKey[]): unknown {
  let value = given
  for (const key of path) {
    value =
      value && typeof value === 'object' && Object.hasOwn(value, key)
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined
  }
  return value
}

const refusedValue = (issue: Issue, given: unknown) =>
  'input' in issue && issue.input !== undefined ? issue.input : givenAt(given, issue.path)

/** As Magento's ServiceInputProcessor: the first refused field, named by its path's last name. */
function firstRefusal(issues: readonly Issue[], given: unknown): RestInputError {
  const [issue] = issues
  if (!issue) return new RestInputError('Invalid value of "%1" provided for the %2 field.', ['', 'input'])
  const own = magentoRefusal(issue)
  if (own) return new RestInputError(own.message, own.parameters)
  const field = [...issue.path].reverse().find((p) => typeof p === 'string') ?? 'input'
  const value = refusedValue(issue, given)
  if (value === undefined)
    return new RestInputError('"%fieldName" is required. Enter and try again.', { fieldName: field })
  return invalidValueError(value, field)
}

const fieldName = (path: readonly PropertyKey[]) =>
  path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`)).join('')

/** Each refused field by its whole path (`items[0].price`): unknown, missing (or blank) or invalid. */
function fieldRefusals(issue: Issue, given: unknown): MagentoRefusal[] {
  const own = magentoRefusal(issue)
  if (own) return [own]
  const field = fieldName(issue.path)
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      message: '"%fieldName" is not a known field.',
      parameters: { fieldName: fieldName([...issue.path, key]) },
    }))
  }
  const value = refusedValue(issue, given)
  const missing = value === undefined || value === '' || (issue.code === 'too_small' && issue.origin === 'array')
  return [
    missing
      ? { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: field } }
      : { message: 'Invalid value of "%1" provided for the %2 field.', parameters: [shown(value), field] },
  ]
}

/** How a route answers refused input (commerce/api/routes.ts, `refusals`). */
export type RefusalStyle = 'first' | 'every' | 'listed'

/**
 * Magento's 400 for input a schema refused: the first problem (`first`, its ServiceInputProcessor), or every
 * problem, one alone as itself and several as 'One or more input exceptions have occurred.' with `errors`
 * (`every`, its InputException), or always listed under `errors` (`listed`, its credentials validator).
 */
export function restRefusal(issues: readonly Issue[], given: unknown, style: RefusalStyle = 'first'): RestInputError {
  if (style === 'first') return firstRefusal(issues, given)
  const errors = issues.flatMap((issue) => fieldRefusals(issue, given))
  return style === 'every' ? everyRefusal(errors) : new RestInputError(SEVERAL, [], errors)
}

const SEVERAL = 'One or more input exceptions have occurred.'

/** Magento's InputException of refused fields: one alone as itself, several as 'One or more …' with `errors`. */
export function everyRefusal(errors: readonly MagentoRefusal[]): RestInputError {
  const [first] = errors
  return errors.length === 1 && first
    ? new RestInputError(first.message, first.parameters)
    : new RestInputError(SEVERAL, [], errors)
}

/** A REST answer: JSON, as Magento's. */
export const restJson = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })

/** Magento's 400 for a refused value. */
export const restInputResponse = ({ message, parameters, errors }: RestInputError) =>
  restJson(errors ? { message, errors } : { message, parameters }, 400)

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
