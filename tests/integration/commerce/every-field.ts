/**
 * Documents selecting every field of a root field, built from commerce/schema.graphql: scalars and enums, objects
 * recursively to a bounded depth, without cycles (a type already on the path) and without fields whose required
 * arguments the caller does not supply. Split into several documents within Magento's complexity limit.
 */
import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from 'graphql'

/** A selection: `head` (a field with its arguments, or `... on Type`) and its sub-selections (none for a leaf). */
type Selection = { head: string; children: Selection[] }

export type EveryFieldOptions = {
  /** Levels of objects below the root field. */
  depth: number
  /** Arguments per `Type.field` (e.g. `Query.route: 'url: "x"'`), also for fields with optional arguments. */
  args?: Record<string, string>
  /** The concrete types to select on an abstract type (default: all its possible types). */
  possibleTypes?: Record<string, string[]>
}

/** Magento's graphql_query_limiter: complexity = field nodes of the document. */
export const MAX_COMPLEXITY = 300

function fieldsOf(schema: GraphQLSchema, type: GraphQLNamedType, path: string[], options: EveryFieldOptions) {
  const selections: Selection[] = []
  if (!('getFields' in type)) return selections
  for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
    const selection = select(schema, type.name, field, path, options)
    if (selection) selections.push(selection)
  }
  return selections
}

function select(
  schema: GraphQLSchema,
  parent: string,
  field: GraphQLField<unknown, unknown>,
  path: string[],
  options: EveryFieldOptions,
): Selection | null {
  const supplied = options.args?.[`${parent}.${field.name}`]
  if (supplied === undefined && field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) {
    return null
  }
  const head = supplied ? `${field.name}(${supplied})` : field.name
  const type = getNamedType(field.type)
  if (isLeafType(type)) return { head, children: [] }
  if (path.includes(type.name) || path.length >= options.depth) return null
  const children = selectionsOf(schema, type, [...path, type.name], options)
  return children.length > 0 ? { head, children } : null
}

/** The selections of an object type, or of an abstract type: its own fields plus a fragment per concrete type. */
export function selectionsOf(
  schema: GraphQLSchema,
  type: GraphQLNamedType,
  path: string[],
  options: EveryFieldOptions,
): Selection[] {
  if (isObjectType(type)) return fieldsOf(schema, type, path, options)
  if (!isAbstractType(type)) return []
  const own = [{ head: '__typename', children: [] }, ...fieldsOf(schema, type, path, options)]
  const shared = new Set(own.map((s) => s.head))
  const concrete = options.possibleTypes?.[type.name] ?? schema.getPossibleTypes(type).map((t) => t.name)
  const fragments = concrete.map((name) => {
    const object = schema.getType(name)
    if (!object) throw new Error(`unknown type ${name}`)
    return { name, children: fieldsOf(schema, object, [...path, name], options).filter((s) => !shared.has(s.head)) }
  })
  // A field name in several fragments may have different types there: each gets an alias (`SimpleProduct_x: x`).
  const counts = new Map<string, number>()
  for (const s of fragments.flatMap((f) => f.children)) counts.set(s.head, (counts.get(s.head) ?? 0) + 1)
  return [
    ...own,
    ...fragments
      .filter((f) => f.children.length > 0)
      .map((f) => ({
        head: `... on ${f.name}`,
        children: f.children.map((s) =>
          (counts.get(s.head) ?? 0) > 1 ? { ...s, head: `${f.name}_${s.head.split('(')[0]}: ${s.head}` } : s,
        ),
      })),
  ]
}

const size = (s: Selection): number => (s.head.startsWith('...') ? 0 : 1) + s.children.reduce((n, c) => n + size(c), 0)

/** Splits a selection into selections of at most `budget` field nodes, each keeping the path to its part. */
function split(selection: Selection, budget: number): Selection[] {
  if (size(selection) <= budget) return [selection]
  const own = selection.head.startsWith('...') ? 0 : 1
  const parts: Selection[][] = [[]]
  let used = own
  for (const child of selection.children) {
    for (const piece of split(child, budget - own)) {
      const n = size(piece)
      if (used + n > budget) {
        parts.push([])
        used = own
      }
      parts.at(-1)?.push(piece)
      used += n
    }
  }
  return parts.filter((p) => p.length > 0).map((children) => ({ head: selection.head, children }))
}

const print = (s: Selection): string =>
  s.children.length === 0 ? s.head : `${s.head} { ${s.children.map(print).join(' ')} }`

/**
 * Documents that together select every reachable field of `Query.<root>` (called as `call`, e.g.
 * `products(filter: …)`), each within Magento's complexity limit.
 */
export function everyField(schema: GraphQLSchema, root: string, call: string, options: EveryFieldOptions): string[] {
  const field = schema.getQueryType()?.getFields()[root]
  if (!field) throw new Error(`Query.${root} is not in the schema`)
  const type = getNamedType(field.type)
  const selection: Selection = { head: call, children: selectionsOf(schema, type, [type.name], options) }
  if (selection.children.length === 0) return [`{ ${call} }`]
  return split(selection, MAX_COMPLEXITY).map((part) => `{ ${print(part)} }`)
}
