/**
 * The execution mode of check-magento-clients: runs each valid client operation against a running commerce/ Worker,
 * as a guest, once per store view, and classifies the answer:
 * - OK: data and no errors;
 * - EXPECTED: only errors a Magento Open Source shop would give a guest for this input (graphql-authorization for
 *   a customer's operation, graphql-no-such-entity for an id that cannot be filled, graphql-input…);
 * - BROKEN: a non-null field answered with null, an internal error, a 5xx, an error category Magento does not use,
 *   a customer's operation answered without the refusal Magento gives a guest, or a mutation answering null without
 *   an error (Magento answers a mutation's output or an error; clients read the output).
 *
 * Variables are filled by name and type from what the running shop holds (read at start through GraphQL): a guest
 * cart holding one simple product, a simple and a configurable product, a category with products, CMS identifiers.
 * Mutations run on a throwaway guest cart each; mutations that would change more than a guest cart for a guest
 * (create an account, subscribe, write a review, send the contact form) are skipped.
 */
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  print,
  type SelectionSetNode,
  type TypeNode,
  visit,
} from 'graphql'

export interface Operation {
  client: string
  where: string
  /** The operation as the client sends it, with the fragments it uses. */
  document: DocumentNode
}

// ---------------------------------------------------------------- talking to the shop

interface Answer {
  status: number
  data?: Record<string, unknown> | null
  errors?: { message: string; path?: (string | number)[]; extensions?: { category?: string } }[]
}

/** POSTs an operation as Apollo Client does; without a store code the shop answers in its default store view. */
async function post(
  endpoint: string,
  store: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(store ? { Store: store } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  const text = await response.text()
  try {
    return { status: response.status, ...(JSON.parse(text) as Omit<Answer, 'status'>) }
  } catch {
    return { status: response.status, errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] }
  }
}

async function data<T>(
  endpoint: string,
  store: string | undefined,
  query: string,
  variables?: Record<string, unknown>,
) {
  const answer = await post(endpoint, store, query, variables)
  if (answer.errors?.length || !answer.data) throw new Error(`${query}\n${JSON.stringify(answer.errors)}`)
  return answer.data as T
}

// ---------------------------------------------------------------- what the shop holds

interface Shop {
  store: string
  categoryUid: string
  sku: string
  urlKey: string
  productUrl: string
  parentSku: string
  variantSku: string
}

type Listed = { uid: string; product_count: number; children: { uid: string }[] }
type Found = { __typename: string; sku: string; url_key: string; url_suffix: string; stock_status: string }
type Variants = { variants?: { product: Found }[] }

const FOUND = '__typename sku url_key url_suffix stock_status'

async function shopOf(endpoint: string, store: string): Promise<Shop> {
  const { categories } = await data<{ categories: { items: Listed[] } }>(
    endpoint,
    store,
    '{ categories(filters: {}) { items { uid product_count children { uid } } } }',
  )
  const leaves = categories.items.filter((category) => category.children.length === 0 && category.product_count > 0)
  const perLeaf = leaves
    .map(
      ({ uid }, i) =>
        `c${i}: products(filter: { category_uid: { eq: "${uid}" } }, pageSize: 20) { items { ${FOUND} ... on ConfigurableProduct { variants { product { ${FOUND} } } } } }`,
    )
    .join('\n')
  const found = Object.values(
    await data<Record<string, { items: (Found & Variants)[] }>>(endpoint, store, `{ ${perLeaf} }`),
  )
  const inStock = (product: Found) => product.stock_status === 'IN_STOCK'
  const simpleAt = found.findIndex(({ items }) => items.some((p) => p.__typename === 'SimpleProduct' && inStock(p)))
  const simple = found[simpleAt]?.items.find((p) => p.__typename === 'SimpleProduct' && inStock(p))
  const configurable = found
    .flatMap(({ items }) => items)
    .find((p) => p.__typename === 'ConfigurableProduct' && p.variants?.some(({ product }) => inStock(product)))
  const variant = configurable?.variants?.find(({ product }) => inStock(product))?.product
  if (!simple || !configurable || !variant)
    throw new Error(`store ${store} holds no simple or configurable product in stock`)
  return {
    store,
    categoryUid: leaves[simpleAt].uid,
    sku: simple.sku,
    urlKey: simple.url_key,
    productUrl: simple.url_key + simple.url_suffix,
    parentSku: configurable.sku,
    variantSku: variant.sku,
  }
}

async function storeCodes(endpoint: string): Promise<string[]> {
  const { availableStores } = await data<{ availableStores: { store_code: string }[] }>(
    endpoint,
    undefined,
    '{ availableStores { store_code } }',
  )
  return availableStores.map((store) => store.store_code)
}

interface Cart {
  id: string
  itemUid: string
}

/** A new guest cart holding two pieces of the shop's simple product. */
async function guestCart(endpoint: string, shop: Shop): Promise<Cart> {
  const { createEmptyCart: id } = await data<{ createEmptyCart: string }>(
    endpoint,
    shop.store,
    'mutation { createEmptyCart }',
  )
  const { addProductsToCart } = await data<{ addProductsToCart: { cart: { items: { uid: string }[] } } }>(
    endpoint,
    shop.store,
    'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 2 }]) { cart { items { uid } } } }',
    { id, sku: shop.sku },
  )
  const itemUid = addProductsToCart.cart.items[0]?.uid
  if (!itemUid) throw new Error(`adding ${shop.sku} to a guest cart of store ${shop.store} failed`)
  return { id, itemUid }
}

// ---------------------------------------------------------------- variables

interface Values {
  shop: Shop
  cart: Cart
}
type Fill = (values: Values) => unknown

const PERSON = { firstname: 'Erika', lastname: 'Mustermann', email: 'erika.mustermann@example.com' }
const PLACE = {
  street: ['Industriestraße 1'],
  city: 'Köln',
  postcode: '50667',
  country_code: 'DE',
  telephone: '0221 123456',
}
const CART_ADDRESS = { ...PLACE, firstname: PERSON.firstname, lastname: PERSON.lastname, region: 'NRW' }
const CUSTOMER_ADDRESS = { ...CART_ADDRESS, region: { region_code: 'NRW' } }
const SHIPPING_METHOD = { carrier_code: 'flatrate', method_code: 'flatrate' }
const PASSWORD = 'Kunststoff-2024'

const cartId: Fill = ({ cart }) => cart.id
const categoryUid: Fill = ({ shop }) => shop.categoryUid
const oneOfTheProduct: Fill = ({ shop }) => ({ sku: shop.sku, quantity: 1 })

/** Values by `name:Type` (the named type, without `!` and lists) or, failing that, by name alone. */
const VALUES: Record<string, Fill> = {
  cartId,
  cart_id: cartId,
  sourceCartId: cartId,
  destinationCartId: cartId,
  'id:String': categoryUid,
  category_id: categoryUid,
  'id:ID': () => '1',
  'id:Int': () => 1,
  sku: ({ shop }) => shop.sku,
  parentSku: ({ shop }) => shop.parentSku,
  variantSku: ({ shop }) => shop.variantSku,
  url: ({ shop }) => shop.productUrl,
  urlKey: ({ shop }) => shop.urlKey,
  urlKeys: ({ shop }) => [shop.urlKey],
  search: ({ shop }) => searchTerm(shop),
  inputText: ({ shop }) => searchTerm(shop),
  pageSize: () => 10,
  currentPage: () => 1,
  'filters:ProductAttributeFilterInput': ({ shop }) => ({ category_uid: { eq: shop.categoryUid } }),
  'filter:ProductAttributeFilterInput': ({ shop }) => ({ sku: { eq: shop.sku } }),
  'filters:CategoryFilterInput': ({ shop }) => ({ category_uid: { eq: shop.categoryUid } }),
  categoryIdFilter: ({ shop }) => ({ eq: shop.categoryUid }),
  sort: () => ({ name: 'ASC' }),
  configurableOptionValues: () => null,
  identifier: () => 'home',
  identifiers: () => ['footer'],
  cmsBlockIdentifiers: () => ['footer'],
  email: () => PERSON.email,
  password: () => PASSWORD,
  currentPassword: () => PASSWORD,
  newPassword: () => `${PASSWORD}!`,
  firstname: () => PERSON.firstname,
  firstName: () => PERSON.firstname,
  lastname: () => PERSON.lastname,
  lastName: () => PERSON.lastname,
  name: () => `${PERSON.firstname} ${PERSON.lastname}`,
  street: () => PLACE.street,
  street1: () => PLACE.street[0],
  city: () => PLACE.city,
  postcode: () => PLACE.postcode,
  region: () => CART_ADDRESS.region,
  regionCode: () => CART_ADDRESS.region,
  country: () => 'DE',
  countryCode: () => 'DE',
  telephone: () => PLACE.telephone,
  phoneNumber: () => PLACE.telephone,
  comment: () => 'Haben Sie die Platte auch in 3000 x 1500 mm?',
  quantity: () => 3,
  itemId: ({ cart }) => cart.itemUid,
  cartItemId: ({ cart }) => cart.itemUid,
  cartItem: oneOfTheProduct,
  cartItems: (values) => [oneOfTheProduct(values)],
  couponCode: () => 'PLATTE10',
  shippingMethod: () => SHIPPING_METHOD,
  paymentMethod: () => ({ code: 'checkmo' }),
  'address:CartAddressInput': () => CART_ADDRESS,
  'address:CustomerAddressInput': () => CUSTOMER_ADDRESS,
  updated_address: () => CUSTOMER_ADDRESS,
  addressId: () => 1,
  orderNumber: () => '000000001',
  token: () => 'an-expired-token',
  resetPasswordToken: () => 'an-expired-token',
  paymentNonce: () => 'a-nonce',
  paymentHash: () => 'a-hash',
  isSubscribed: () => false,
  is_subscribed: () => false,
  customerInput: () => PERSON,
  wishlistId: () => '1',
  wishlistItemsId: () => ['1'],
  'items:ID': () => ['1'],
  'items:WishlistItemInput': (values) => [oneOfTheProduct(values)],
  itemOptions: oneOfTheProduct,
  'input:AddBundleProductsToCartInput': (values) => ({
    cart_id: values.cart.id,
    cart_items: [{ data: oneOfTheProduct(values), bundle_options: [] }],
  }),
  'input:AddConfigurableProductsToCartInput': ({ cart, shop }) => ({
    cart_id: cart.id,
    cart_items: [{ parent_sku: shop.parentSku, data: { sku: shop.variantSku, quantity: 1 } }],
  }),
  'input:ApplyCouponToCartInput': ({ cart }) => ({ cart_id: cart.id, coupon_code: 'PLATTE10' }),
  'input:RemoveCouponFromCartInput': ({ cart }) => ({ cart_id: cart.id }),
  'input:RemoveItemFromCartInput': ({ cart }) => ({ cart_id: cart.id, cart_item_uid: cart.itemUid }),
  'input:UpdateCartItemsInput': ({ cart }) => ({
    cart_id: cart.id,
    cart_items: [{ cart_item_uid: cart.itemUid, quantity: 3 }],
  }),
  'input:SetGuestEmailOnCartInput': ({ cart }) => ({ cart_id: cart.id, email: PERSON.email }),
  'input:SetBillingAddressOnCartInput': ({ cart }) => ({
    cart_id: cart.id,
    billing_address: { address: CART_ADDRESS },
  }),
  'input:SetShippingAddressesOnCartInput': ({ cart }) => ({
    cart_id: cart.id,
    shipping_addresses: [{ address: CART_ADDRESS }],
  }),
  'input:SetShippingMethodsOnCartInput': ({ cart }) => ({ cart_id: cart.id, shipping_methods: [SHIPPING_METHOD] }),
  'input:SetPaymentMethodOnCartInput': ({ cart }) => ({ cart_id: cart.id, payment_method: { code: 'checkmo' } }),
  'input:PlaceOrderInput': ({ cart }) => ({ cart_id: cart.id }),
  'input:CustomerCreateInput': () => ({ ...PERSON, password: PASSWORD }),
  'input:CustomerUpdateInput': () => ({ firstname: PERSON.firstname }),
  'input:CustomerAddressInput': () => CUSTOMER_ADDRESS,
  'input:CreateProductReviewInput': ({ shop }) => ({
    sku: shop.sku,
    nickname: PERSON.firstname,
    summary: 'Passt',
    text: 'Sauber geschnitten.',
    ratings: [],
  }),
}

/** A word every store view's catalogue finds: the first word of the simple product's URL key (e.g. "pvc"). */
const searchTerm = (shop: Shop) => shop.urlKey.split('-')[0]

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type)
}

/** The variables of an operation, or the names of required variables no value is known for. */
function variablesOf(
  operation: OperationDefinitionNode,
  values: Values,
): { variables: Record<string, unknown> } | { unknown: string[] } {
  const variables: Record<string, unknown> = {}
  const unknown: string[] = []
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value
    const fill = VALUES[`${name}:${namedType(definition.type)}`] ?? VALUES[name]
    if (fill) variables[name] = fill(values)
    else if (definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue) unknown.push(`$${name}`)
  }
  return unknown.length > 0 ? { unknown } : { variables }
}

// ---------------------------------------------------------------- what Magento answers a guest

/** Root fields Magento refuses a guest, with the category of its refusal. */
const REFUSED_TO_GUESTS: Record<string, string> = {
  customer: 'graphql-authorization',
  customerCart: 'graphql-authorization',
  customerOrders: 'graphql-authorization',
  customerPaymentTokens: 'graphql-authorization',
  customerDownloadableProducts: 'graphql-authorization',
  wishlist: 'graphql-authorization',
  mergeCarts: 'graphql-authorization',
  assignCustomerToGuestCart: 'graphql-authorization',
  changeCustomerPassword: 'graphql-authorization',
  createCustomerAddress: 'graphql-authorization',
  updateCustomerAddress: 'graphql-authorization',
  deleteCustomerAddress: 'graphql-authorization',
  updateCustomer: 'graphql-authorization',
  updateCustomerV2: 'graphql-authorization',
  updateCustomerEmail: 'graphql-authorization',
  revokeCustomerToken: 'graphql-authorization',
  deletePaymentToken: 'graphql-authorization',
  addProductsToWishlist: 'graphql-authorization',
  removeProductsFromWishlist: 'graphql-authorization',
  updateProductsInWishlist: 'graphql-authorization',
  addWishlistItemsToCart: 'graphql-authorization',
  generateCustomerToken: 'graphql-authentication', // no account has these credentials
}

/** Mutations that would change more than a throwaway guest cart: not run. */
const NOT_RUN = new Set([
  'createCustomer',
  'createCustomerV2',
  'requestPasswordResetEmail',
  'subscribeEmailToNewsletter',
  'createProductReview',
  'contactUs',
])

const MAGENTO_CATEGORIES = new Set([
  'graphql-input',
  'graphql-no-such-entity',
  'graphql-authorization',
  'graphql-authentication',
  'graphql-already-exists',
])

function rootFields(operation: OperationDefinitionNode): string[] {
  return operation.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  )
}

// ---------------------------------------------------------------- execution

type Verdict = 'OK' | 'EXPECTED' | 'BROKEN' | 'SKIPPED'

interface Run {
  operation: Operation
  store: string
  verdict: Verdict
  /** Why the verdict is not OK (errors, missing refusals, the reason for skipping); notes on OK answers. */
  lines: string[]
  /** `Type.field` of each field answered wrongly (an internal error, a null for a non-nullable field, a silent null). */
  failedFields: string[]
}

const NULLED = /^Cannot return null for non-nullable field (\w+\.\w+)\.$/

function judge(schema: GraphQLSchema, document: DocumentNode, answer: Answer): Omit<Run, 'operation' | 'store'> {
  const operation = document.definitions[0] as OperationDefinitionNode
  const errors = answer.errors ?? []
  const fieldOf = (error: AnswerError) => NULLED.exec(error.message)?.[1] ?? fieldAt(schema, document, error.path ?? [])
  const wrong = errors.filter(
    (error) => NULLED.test(error.message) || !MAGENTO_CATEGORIES.has(error.extensions?.category ?? ''),
  )
  const rootType = operation.operation === 'mutation' ? 'Mutation' : 'Query'
  const unrefused = rootFields(operation).filter(
    (field) => REFUSED_TO_GUESTS[field] && !errors.some((e) => e.extensions?.category === REFUSED_TO_GUESTS[field]),
  )
  const silentNulls =
    operation.operation === 'mutation' && errors.length === 0
      ? nullRoots(operation, answer).filter((field) => !REFUSED_TO_GUESTS[field])
      : []
  const lines = [
    ...(answer.status >= 500 ? [`HTTP ${answer.status}`] : []),
    ...errors.map(
      (error) =>
        `${error.message} [${error.extensions?.category ?? 'no category'}] at ${error.path?.join('.') ?? '-'} (${fieldOf(error) ?? '-'})`,
    ),
    ...unrefused.map(
      (field) => `${rootType}.${field}: no ${REFUSED_TO_GUESTS[field]} error, which Magento gives a guest`,
    ),
    ...silentNulls.map((field) => `Mutation.${field}: null without an error (Magento answers its output or an error)`),
  ]
  const failedFields = [
    ...wrong.map((error) => `${fieldOf(error) ?? '(no field)'} (${error.extensions?.category ?? 'no category'})`),
    ...unrefused.map((field) => `${rootType}.${field} (no ${REFUSED_TO_GUESTS[field]} for a guest)`),
    ...silentNulls.map((field) => `Mutation.${field} (null without an error)`),
  ]
  if (answer.status >= 500 || wrong.length > 0 || unrefused.length > 0 || silentNulls.length > 0) {
    return { verdict: 'BROKEN', lines, failedFields }
  }
  if (errors.length > 0) return { verdict: 'EXPECTED', lines, failedFields }
  const notes = nullRoots(operation, answer).map((field) => `note: Query.${field} answered null without an error`)
  return { verdict: 'OK', lines: notes, failedFields }
}

/** The root fields answered with null. */
function nullRoots(operation: OperationDefinitionNode, answer: Answer): string[] {
  return operation.selectionSet.selections.flatMap((selection) => {
    if (selection.kind !== Kind.FIELD) return []
    return answer.data?.[selection.alias?.value ?? selection.name.value] === null ? [selection.name.value] : []
  })
}

type AnswerError = NonNullable<Answer['errors']>[number]

/** `Type.field` of the field at a response path (the type as the document names it: a fragment's type condition). */
function fieldAt(schema: GraphQLSchema, document: DocumentNode, path: (string | number)[]): string | undefined {
  const operation = document.definitions[0] as OperationDefinitionNode
  const fragments = document.definitions.filter(
    (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
  )
  let typeName: string | undefined = schema.getRootType(operation.operation)?.name
  let selectionSet: SelectionSetNode | undefined = operation.selectionSet
  let found: string | undefined
  for (const key of path.filter((segment): segment is string => typeof segment === 'string')) {
    const field: FieldFound | undefined =
      selectionSet && typeName ? fieldNamed(key, selectionSet, typeName, fragments) : undefined
    const type = field && schema.getType(field.parent)
    if (!field || !(isObjectType(type) || isInterfaceType(type))) return undefined
    found = `${field.parent}.${field.node.name.value}`
    typeName = getNamedType(type.getFields()[field.node.name.value]?.type)?.name
    selectionSet = field.node.selectionSet
  }
  return found
}

type FieldFound = { node: FieldNode; parent: string }

function fieldNamed(
  key: string,
  selectionSet: SelectionSetNode,
  parent: string,
  fragments: FragmentDefinitionNode[],
): FieldFound | undefined {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD && (selection.alias?.value ?? selection.name.value) === key) {
      return { node: selection, parent }
    }
    const fragment =
      selection.kind === Kind.FRAGMENT_SPREAD
        ? fragments.find((definition) => definition.name.value === selection.name.value)
        : selection.kind === Kind.INLINE_FRAGMENT
          ? selection
          : undefined
    const inner =
      fragment && fieldNamed(key, fragment.selectionSet, fragment.typeCondition?.name.value ?? parent, fragments)
    if (inner) return inner
  }
  return undefined
}

/** Apollo Client adds `__typename` to every selection set it sends; so does this check. */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      const isRoot = parent !== undefined && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION
      const has = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')
      if (isRoot || has) return undefined
      return {
        ...node,
        selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
      }
    },
  })
}

async function run(operation: Operation, { endpoint, schema }: Target, shop: Shop, queryCart: Cart): Promise<Run> {
  const definition = operation.document.definitions[0] as OperationDefinitionNode
  const skip = (line: string): Run => ({
    operation,
    store: shop.store,
    verdict: 'SKIPPED',
    lines: [line],
    failedFields: [],
  })
  const isMutation = definition.operation === 'mutation'
  const notRun = rootFields(definition).filter((field) => NOT_RUN.has(field))
  if (isMutation && notRun.length > 0) return skip(`not run: ${notRun.join(', ')} would change more than a guest cart`)
  const cart = isMutation ? await guestCart(endpoint, shop) : queryCart
  const filled = variablesOf(definition, { shop, cart })
  if ('unknown' in filled) return skip(`not run: no value for ${filled.unknown.join(', ')}`)
  const answer = await post(endpoint, shop.store, print(withTypenames(operation.document)), filled.variables)
  return { operation, store: shop.store, ...judge(schema, operation.document, answer) }
}

/** The running shop, and the schema its answers are read against. */
interface Target {
  endpoint: string
  schema: GraphQLSchema
}

export async function execute(operations: Operation[], target: Target) {
  const { endpoint } = target
  const runs: Run[] = []
  for (const store of await storeCodes(endpoint)) {
    const shop = await shopOf(endpoint, store)
    const queryCart = await guestCart(endpoint, shop)
    for (const operation of operations) runs.push(await run(operation, target, shop, queryCart))
  }
  report(operations, runs)
}

// ---------------------------------------------------------------- report

const SEVERITY: Verdict[] = ['OK', 'SKIPPED', 'EXPECTED', 'BROKEN']

/** An operation's verdict is its worst over the store views. */
function verdictOf(runs: Run[]): Verdict {
  return runs.reduce<Verdict>(
    (worst, { verdict }) => (SEVERITY.indexOf(verdict) > SEVERITY.indexOf(worst) ? verdict : worst),
    'OK',
  )
}

function report(operations: Operation[], runs: Run[]) {
  const verdicts = new Map(
    operations.map((operation) => [operation, verdictOf(runs.filter((r) => r.operation === operation))]),
  )
  for (const operation of operations) printRuns(runs.filter((r) => r.operation === operation && r.lines.length > 0))
  printFailedFields(runs)
  for (const client of new Set(operations.map((operation) => operation.client))) {
    const own = operations
      .filter((operation) => operation.client === client)
      .map((operation) => verdicts.get(operation))
    const count = (verdict: Verdict) => own.filter((v) => v === verdict).length
    console.log(
      `${client}: ${count('OK')} OK, ${count('EXPECTED')} EXPECTED, ${count('BROKEN')} BROKEN, ${count('SKIPPED')} SKIPPED of ${own.length} operations`,
    )
  }
  const all = [...verdicts.values()]
  const failed = all.filter((v) => v === 'BROKEN').length
  const skipped = all.filter((v) => v === 'SKIPPED').length
  console.log(`${all.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped`)
  process.exitCode = failed > 0 ? 1 : 0
}

/** The runs of one operation, the store views with the same answer on one line. */
function printRuns(runs: Run[]) {
  const byAnswer = Map.groupBy(runs, (r) => `${r.verdict}\n${r.lines.join('\n')}`)
  for (const [, same] of byAnswer) {
    const { verdict, lines, operation } = same[0]
    const label = verdict === 'OK' ? 'NOTE' : verdict
    console.log(`${label} [${same.map((r) => r.store).join(', ')}] ${operation.where}`)
    for (const line of lines) console.log(`  - ${line}`)
  }
}

function printFailedFields(runs: Run[]) {
  const operationsBy = new Map<string, Set<string>>()
  for (const r of runs) {
    for (const field of r.failedFields) {
      operationsBy.set(field, (operationsBy.get(field) ?? new Set()).add(r.operation.where))
    }
  }
  if (operationsBy.size === 0) return
  console.log('Fields answered wrongly:')
  for (const [field, where] of [...operationsBy].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${field} (${where.size} operations)`)
  }
}
