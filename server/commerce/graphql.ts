import { initGraphQLTada } from 'gql.tada'
import type { introspection } from './graphql-env.d.ts'

/** Typed GraphQL documents against commerce/schema.graphql (the Magento 2.4 dialect). Only server/ may import this. */
export const graphql = initGraphQLTada<{
  introspection: introspection
  scalars: { ID: string }
  disableMasking: true
}>()

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada'
