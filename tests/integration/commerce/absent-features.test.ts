/**
 * Members of Magento's schema that no module implements answer as a Magento without that feature: null, an empty
 * list, or Magento's error for a switched-off mutation. Checked with the kernel's field resolution and the real
 * modules over a small schema of such members (the full Magento schema declares them all).
 */
import { buildSchema, execute, parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { formatError } from '../../../commerce/src/kernel/errors'
import { FEATURE_UNAVAILABLE, fieldResolverFor, typeResolver } from '../../../commerce/src/kernel/resolvers'
import { modules } from '../../../commerce/src/modules'

const SDL = /* GraphQL */ `
  type Query {
    compareList(uid: ID!): CompareList
    # not a Magento root field: a customer value whose members no module resolves (Query.customer is resolved)
    someCustomer: Customer
    groupedProduct: ProductInterface
  }
  type Mutation {
    sendEmailToFriend(sku: String!): SendEmailToFriendOutput
    generateCustomerTokenAsAdmin(email: String!): GenerateCustomerTokenAsAdminOutput
  }
  type CompareList { uid: ID!, item_count: Int! }
  type Customer { firstname: String, custom_attributes: [String], compare_list: CompareList }
  interface ProductInterface { uid: ID!, sku: String, stock_status: ProductStockStatus, name: String }
  enum ProductStockStatus { IN_STOCK OUT_OF_STOCK }
  type GroupedProductItem { qty: Float }
  type GroupedProduct implements ProductInterface {
    uid: ID!
    sku: String
    stock_status: ProductStockStatus
    name: String
    items: [GroupedProductItem]
  }
  type SendEmailToFriendOutput { sender: String }
  type GenerateCustomerTokenAsAdminOutput { customer_token: String! }
`

const schema = buildSchema(SDL)
const fieldResolver = fieldResolverFor(modules)

/** A signed-in customer's request. */
const contextValue = { customer: { customerId: 1, groupId: 1 } }

async function run(document: string, rootValue: Record<string, unknown> = {}) {
  const result = await execute({
    schema,
    document: parse(document),
    rootValue,
    contextValue,
    fieldResolver,
    typeResolver,
  })
  return { data: result.data, errors: result.errors?.map((e) => formatError(e)) }
}

describe('features the shop does not have', () => {
  it('answers null for an object and [] for a list nobody resolves', async () => {
    const customer = { firstname: 'Ada' }
    const { data, errors } = await run(
      '{ compareList(uid: "x") { uid } someCustomer { firstname custom_attributes compare_list { uid } } }',
      {
        someCustomer: customer,
      },
    )
    expect(errors).toBeUndefined()
    expect(data).toEqual({
      compareList: null,
      someCustomer: { firstname: 'Ada', custom_attributes: [], compare_list: null },
    })
  })

  it('resolves product types the catalogue never holds with the fields every product shares', async () => {
    const grouped = { __typename: 'GroupedProduct', entity_id: 7, sku: 'G-7', is_in_stock: 1 }
    const { data, errors } = await run(
      '{ groupedProduct { __typename uid sku stock_status name ... on GroupedProduct { items { qty } } } }',
      {
        groupedProduct: grouped,
      },
    )
    expect(errors).toBeUndefined()
    expect(data?.groupedProduct).toEqual({
      __typename: 'GroupedProduct',
      uid: 'Nw==',
      sku: 'G-7',
      stock_status: 'IN_STOCK',
      name: null,
      items: [],
    })
  })

  it("refuses a switched-off mutation with Magento's message for it", async () => {
    const { data, errors } = await run('mutation { sendEmailToFriend(sku: "x") { sender } }')
    expect(data).toEqual({ sendEmailToFriend: null })
    expect(errors).toEqual([
      {
        message: '"Email to a Friend" is disabled.',
        locations: [{ line: 1, column: 12 }],
        path: ['sendEmailToFriend'],
        extensions: { category: 'graphql-input' },
      },
    ])
  })

  it('refuses any other unimplemented mutation with one clear message', async () => {
    const { errors } = await run('mutation { generateCustomerTokenAsAdmin(email: "a@b.de") { customer_token } }')
    expect(errors?.map((e) => [e.message, e.extensions?.category])).toEqual([[FEATURE_UNAVAILABLE, 'graphql-input']])
  })
})
