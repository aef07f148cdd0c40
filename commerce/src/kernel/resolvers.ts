/**
 * How a field resolves. Resolver maps per GraphQL type come from the modules; a field without a resolver of its
 * own type takes one declared on an interface the type implements (so `ProductInterface` resolvers serve every
 * product type, also the ones the catalogue never holds), else reads the property of its source value. What
 * no module resolves answers as a Magento without that feature would: a list field `[]`, any other field `null`,
 * and a root mutation Magento's error for a switched-off feature (GraphQlInputException).
 */
import {
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLTypeResolver,
  getNullableType,
  isListType,
} from 'graphql'
import type { Context } from './context'
import { GraphQlInputException } from './errors'
import type { CommerceModule } from './module'
import { Phrase } from './phrase'

type FieldFunction = (source: unknown, args: unknown, context: Context, info: GraphQLResolveInfo) => unknown
type FieldMap = Record<string, FieldFunction>

/** The message of a mutation no module implements and none names in `switchedOff`. */
export const FEATURE_UNAVAILABLE = 'This feature is not available.'

function resolverMaps(modules: readonly CommerceModule[]): Map<string, FieldMap> {
  const maps = new Map<string, FieldMap>()
  for (const { resolvers } of modules) {
    for (const [type, fields] of Object.entries(resolvers ?? {})) {
      const map = maps.get(type) ?? {}
      for (const [field, resolver] of Object.entries(fields ?? {})) {
        if (typeof resolver === 'function') map[field] = resolver as FieldFunction
      }
      maps.set(type, map)
    }
  }
  return maps
}

export function fieldResolverFor(modules: readonly CommerceModule[]): GraphQLFieldResolver<unknown, Context> {
  const maps = resolverMaps(modules)
  const switchedOff: Record<string, string> = Object.assign({}, ...modules.map((m) => m.switchedOff))
  const byType = new Map<GraphQLObjectType, FieldMap>()
  const fieldsOf = (type: GraphQLObjectType): FieldMap => {
    let fields = byType.get(type)
    if (!fields) {
      fields = Object.assign({}, ...type.getInterfaces().map((i) => maps.get(i.name)), maps.get(type.name)) as FieldMap
      byType.set(type, fields)
    }
    return fields
  }
  return (source, args, context, info) => {
    const resolver = fieldsOf(info.parentType)[info.fieldName]
    if (resolver) return resolver(source, args, context, info)
    if (info.parentType === info.schema.getMutationType()) {
      throw new GraphQlInputException(switchedOff[info.fieldName] ?? FEATURE_UNAVAILABLE)
    }
    const value: unknown =
      source !== null && typeof source === 'object' ? Reflect.get(source, info.fieldName) : undefined
    if (typeof value === 'function') return value.call(source, args, context, info)
    if (value instanceof Phrase) return context.translate(value)
    if (value !== undefined) return value
    return isListType(getNullableType(info.returnType)) ? [] : null
  }
}

/** Interfaces and unions resolve by the value's `__typename`. */
export const typeResolver: GraphQLTypeResolver<unknown, Context> = (value) =>
  value !== null && typeof value === 'object' ? (value as { __typename?: string }).__typename : undefined
