/**
 * Magento's query limits (graphql_query_limiter): depth 20 and complexity 300 by default.
 * - Depth is graphql-php's QueryDepth rule: nesting of fields with a selection set below the operation,
 *   fragments expanded. "Max query depth should be 20 but got 21."
 * - Complexity is Magento's QueryComplexityLimiter: the number of field nodes in the whole document.
 *   "Max query complexity should be 300 but got 301." (graphql-input)
 */
import {
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  visit,
} from 'graphql'
import { GraphQlInputException } from './errors'

export const MAX_QUERY_DEPTH = 20
export const MAX_QUERY_COMPLEXITY = 300

export function assertQueryComplexity(document: DocumentNode, max = MAX_QUERY_COMPLEXITY): void {
  let fields = 0
  visit(document, {
    Field: {
      leave() {
        fields += 1
      },
    },
  })
  if (fields > max) throw new GraphQlInputException(`Max query complexity should be ${max} but got ${fields}.`)
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
