/** Magento's introspection switch (graphql/disable_introspection) as a validation rule of the commerce endpoint. */
import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { noIntrospectionRule } from '../../commerce/src/kernel/limits'

const schema = buildSchema('type Query { storeConfig: String }')
const messages = (query: string) => validate(schema, parse(query), [noIntrospectionRule]).map((e) => e.message)

describe('introspection switched off', () => {
  it('refuses __schema and __type with graphql-php words', () => {
    const refusal = 'GraphQL introspection is not allowed, but the query contained __schema or __type'
    expect(messages('{ __schema { queryType { name } } }')).toEqual([refusal])
    expect(messages('{ __type(name: "Query") { name } }')).toEqual([refusal])
  })

  it('still answers __typename, which clients use for unions', () => {
    expect(messages('{ __typename storeConfig }')).toEqual([])
  })
})
