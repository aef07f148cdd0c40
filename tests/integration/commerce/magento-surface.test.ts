/**
 * What a Magento client may select answers without errors: for each root field a guest's storefront uses, documents
 * selecting every field reachable from it (built from commerce/schema.graphql, see every-field.ts) run against the
 * seeded shop in both store views. A non-null field without a value fails here.
 */
import { buildSchema } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import sdl from '../../../commerce/schema.graphql?raw'
import { type EveryFieldOptions, everyField } from './every-field'
import { call, data } from './graphql'

const schema = buildSchema(sdl)
const uid = (id: number | string) => btoa(String(id))

const OPTIONS: EveryFieldOptions = {
  depth: 6,
  possibleTypes: {
    ProductInterface: ['SimpleProduct', 'ConfigurableProduct'],
    CartItemInterface: ['SimpleCartItem', 'ConfigurableCartItem'],
    RoutableInterface: ['CategoryTree', 'SimpleProduct', 'ConfigurableProduct', 'CmsPage'],
  },
  args: {
    'CategoryTree.products': 'pageSize: 2',
    'CategoryInterface.products': 'pageSize: 2',
    'Cart.itemsV2': 'pageSize: 1, currentPage: 2',
    'ProductInterface.reviews': 'pageSize: 2',
    'SimpleProduct.reviews': 'pageSize: 2',
    'ConfigurableProduct.reviews': 'pageSize: 2',
  },
}

/** Runs every document of a root field in a store view and returns the errors of all answers. */
async function errorsOf(root: string, rootCall: string, store: string) {
  const documents = everyField(schema, root, rootCall, OPTIONS)
  const errors: unknown[] = []
  for (const query of documents) {
    const { body } = await call(query, { store })
    for (const error of body.errors ?? []) errors.push({ ...error, query: query.slice(0, 300) })
    if (!body.errors && !body.data?.[root]) errors.push({ message: `no ${root}`, query })
  }
  return errors
}

const STORES = ['de', 'en']
const SIMPLE_CATEGORY = 5
const CONFIGURABLE_CATEGORY = 12
let cartId: string
/** The simple product's and its category's urls per store view (url keys are the store view's). */
const productUrl: Record<string, string> = {}
const categoryUrl: Record<string, string> = {}

beforeAll(async () => {
  const simple = await data(`{ products(filter: { category_uid: { eq: "${uid(SIMPLE_CATEGORY)}" } }, pageSize: 20) {
    items { sku url_key url_suffix stock_status } } }`)
  const item = simple.products.items.find((p: { stock_status: string }) => p.stock_status === 'IN_STOCK')
  for (const store of STORES) {
    const found = await data(`{ products(filter: { sku: { eq: "${item.sku}" } }) { items { url_key url_suffix } } }`, {
      store,
    })
    const { url_key, url_suffix } = found.products.items[0]
    productUrl[store] = `${url_key}${url_suffix ?? ''}`
    const category = await data(
      `{ categoryList(filters: { ids: { eq: "${SIMPLE_CATEGORY}" } }) { url_path url_suffix } }`,
      {
        store,
      },
    )
    categoryUrl[store] = `${category.categoryList[0].url_path}${category.categoryList[0].url_suffix ?? ''}`
  }
  const configurable = await data(`{ products(filter: { category_uid: { eq: "${uid(CONFIGURABLE_CATEGORY)}" } },
    pageSize: 1) { items { sku ... on ConfigurableProduct { variants { product { sku stock_status } } } } } }`)
  const parent = configurable.products.items[0]
  const variant = parent.variants.find(
    (v: { product: { stock_status: string } }) => v.product.stock_status === 'IN_STOCK',
  )
  cartId = (await data('mutation { createGuestCart { cart { id } } }')).createGuestCart.cart.id
  const added = await data(`mutation { addProductsToCart(cartId: "${cartId}", cartItems: [
    { sku: "${item.sku}", quantity: 1 }, { sku: "${variant.product.sku}", parent_sku: "${parent.sku}", quantity: 1 }
  ]) { cart { total_quantity } user_errors { message } } }`)
  expect(added.addProductsToCart.user_errors).toEqual([])
  await data(`mutation { applyCouponToCart(input: { cart_id: "${cartId}", coupon_code: "PLATTE10" }) { cart { id } } }`)
})

const roots = (store: string): [string, string][] => [
  ['storeConfig', 'storeConfig'],
  ['products', `products(filter: { category_uid: { eq: "${uid(SIMPLE_CATEGORY)}" } }, pageSize: 2)`],
  ['products', `products(filter: { category_uid: { eq: "${uid(CONFIGURABLE_CATEGORY)}" } }, pageSize: 2)`],
  ['products', 'products(search: "platte", pageSize: 2)'],
  ['categoryList', `categoryList(filters: { ids: { eq: "${SIMPLE_CATEGORY}" } })`],
  ['cart', `cart(cart_id: "${cartId}")`],
  ['route', `route(url: "${productUrl[store]}")`],
  ['route', `route(url: "${categoryUrl[store]}")`],
  ['route', 'route(url: "imprint")'],
  ['cmsPage', 'cmsPage(identifier: "home")'],
  ['countries', 'countries'],
  ['currency', 'currency'],
  ['productReviewRatingsMetadata', 'productReviewRatingsMetadata'],
  ['customerGroup', 'customerGroup'],
  ['recaptchaV3Config', 'recaptchaV3Config'],
  [
    'customAttributeMetadataV2',
    'customAttributeMetadataV2(attributes: [{ entity_type: "catalog_product", attribute_code: "color" }, ' +
      '{ entity_type: "catalog_product", attribute_code: "length" }])',
  ],
  ['attributesForm', 'attributesForm(formCode: "customer_account_create")'],
]

describe.each(STORES)('every field a guest can select, store view %s', (store) => {
  it('answers without errors', async () => {
    const errors = []
    for (const [root, rootCall] of roots(store)) errors.push(...(await errorsOf(root, rootCall, store)))
    expect(errors).toEqual([])
    // a few hundred documents, one after the other: seconds on a loaded machine
  }, 30_000)
})
