/**
 * Resolvers are plain maps per GraphQL type (`{ Query: { storeConfig }, CategoryTree: { children } }`), merged
 * from the domain modules. Execution uses one field resolver that looks the field up in the map and otherwise reads
 * the property of the parent value, and one type resolver that reads `__typename` for interfaces.
 */
import type { GraphQLFieldResolver, GraphQLTypeResolver } from 'graphql'
import type { Context } from './context'

// biome-ignore lint/suspicious/noExplicitAny: resolver maps are checked against the SDL at runtime, not by tsc.
export type FieldResolver = (source: any, args: any, context: Context, info: any) => unknown
export type Resolvers = Record<string, Record<string, FieldResolver>>

export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Resolvers = {}
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields }
  }
  return merged
}

export function fieldResolverFor(resolvers: Resolvers): GraphQLFieldResolver<unknown, Context> {
  return (source, args, context, info) => {
    const resolver = resolvers[info.parentType.name]?.[info.fieldName]
    if (resolver) return resolver(source, args, context, info)
    if (source !== null && typeof source === 'object') {
      const value = (source as Record<string, unknown>)[info.fieldName]
      return typeof value === 'function' ? value.call(source, args, context, info) : value
    }
    return undefined
  }
}

export const typeResolver: GraphQLTypeResolver<unknown, Context> = (value) =>
  value !== null && typeof value === 'object' ? (value as { __typename?: string }).__typename : undefined
