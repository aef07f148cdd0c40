/**
 * Magento's query limits (graphql_query_limiter): depth 20 and complexity 300 by default.
 * - Depth is graphql-php's QueryDepth rule: nesting of fields with a selection set below the operation,
 *   fragments expanded. "Max query depth should be 20 but got 21."
 * - Complexity is Magento's QueryComplexityLimiter: every field counts, an aliased one too, and a fragment's fields
 *   count once per spread (a fragment spread three times costs three times its fields), so neither aliases nor
 *   fragments multiply the work past the limit. "Max query complexity should be 300 but got 301." (graphql-input)
 * - Introspection off when the shop says so (Magento's `graphql/disable_introspection`, graphql-php's
 *   DisableIntrospection rule).
 * - Page sizes of search-criteria lists: Magento's SearchCriteriaValidator, `maxPageSize` 300.
 */
import {
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'
import { GraphQlInputException } from './errors'
import { __ } from './phrase'

export const MAX_QUERY_DEPTH = 20
export const MAX_QUERY_COMPLEXITY = 300

export function assertQueryComplexity(document: DocumentNode, max = MAX_QUERY_COMPLEXITY): void {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def)
  }
  const costs = new Map<string, number>()
  // Fields of a selection set, each fragment spread expanded; a cycle counts nothing (validation refuses it).
  const cost = (set: SelectionSetNode, path: ReadonlySet<string>): number => {
    let total = 0
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        total += 1 + (selection.selectionSet ? cost(selection.selectionSet, path) : 0)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += cost(selection.selectionSet, path)
      } else {
        const name = selection.name.value
        const fragment = fragments.get(name)
        if (!fragment || path.has(name)) continue
        let fragmentCost = costs.get(name)
        if (fragmentCost === undefined) {
          fragmentCost = cost(fragment.selectionSet, new Set(path).add(name))
          costs.set(name, fragmentCost)
        }
        total += fragmentCost
      }
      // Stop counting once over: the answer is the same, and a fan-out of fragments may be astronomically large.
      if (total > max) return total
    }
    return total
  }
  let fields = 0
  for (const def of document.definitions) {
    if (def.kind === Kind.OPERATION_DEFINITION) fields += cost(def.selectionSet, new Set())
    if (fields > max) break
  }
  if (fields > max) throw new GraphQlInputException(`Max query complexity should be ${max} but got ${fields}.`)
}

/** graphql-php's DisableIntrospection: `__schema` and `__type` are refused; `__typename` stays allowed. */
export function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(
          new GraphQLError('GraphQL introspection is not allowed, but the query contained __schema or __type', {
            nodes: node,
          }),
        )
      }
    },
  }
}

export const MAX_PAGE_SIZE = 300

/** Magento's paging check of a list's `pageSize` (SearchCriteriaValidator: at most `maxPageSize`). */
export function assertPageSize(pageSize: number): void {
  if (pageSize < 1) throw new GraphQlInputException('pageSize value must be greater than 0.')
  if (pageSize > MAX_PAGE_SIZE) throw new GraphQlInputException(__('Maximum pageSize is %1', MAX_PAGE_SIZE))
}

export function queryDepthRule(max = MAX_QUERY_DEPTH) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def)
    }
    // graphql-php's QueryDepth: a field with a selection set at depth d raises the maximum to d, its children
    // are measured at d + 1; `{ a { b } }` has depth 0, `{ a { b { c } } }` depth 1.
    const fieldDepth = (set: SelectionSetNode, depth: number, max: number, seen: ReadonlySet<string>): number => {
      let deepest = max
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (!selection.selectionSet) continue
          deepest = Math.max(deepest, depth)
          deepest = fieldDepth(selection.selectionSet, depth + 1, deepest, seen)
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = fieldDepth(selection.selectionSet, depth, deepest, seen)
        } else {
          const name = selection.name.value
          const fragment = fragments.get(name)
          if (!fragment || seen.has(name)) continue
          deepest = fieldDepth(fragment.selectionSet, depth, deepest, new Set(seen).add(name))
        }
      }
      return deepest
    }
    return {
      OperationDefinition(node) {
        const depth = fieldDepth(node.selectionSet, 0, 0, new Set())
        if (depth > max)
          context.reportError(new GraphQLError(`Max query depth should be ${max} but got ${depth}.`, { nodes: node }))
      },
    }
  }
}
