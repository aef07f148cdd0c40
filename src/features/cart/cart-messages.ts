import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Messages the cart may show that come from elsewhere: the commerce backend (Magento's English texts), the
 * add-to-cart rules (server/cart/add-to-cart-rules.ts) and the cart procedures' input checks. The English text is
 * the catalog id, so the text in an error is looked up as it is; texts with a name or number in them are matched
 * by pattern and translated with that value.
 */
const fixedMessages: MessageDescriptor[] = [
  // Magento: adding, changing, removing
  msg({ id: 'The requested qty is not available', message: 'The requested qty is not available' }),
  msg({
    id: 'Product that you are trying to add is not available.',
    message: 'Product that you are trying to add is not available.',
  }),
  msg({ id: 'You need to choose options for your item.', message: 'You need to choose options for your item.' }),
  msg({
    id: 'The product quantity should be greater than 0',
    message: 'The product quantity should be greater than 0',
  }),
  msg({
    id: 'You cannot use decimal quantity for this product.',
    message: 'You cannot use decimal quantity for this product.',
  }),
  msg({
    id: "We can't find products matching the selection.",
    message: "We can't find products matching the selection.",
  }),
  msg({ id: "The cart doesn't contain the item", message: "The cart doesn't contain the item" }),
  // Magento: coupons
  msg({
    id: "The coupon code isn't valid. Verify the code and try again.",
    message: "The coupon code isn't valid. Verify the code and try again.",
  }),
  msg({
    id: 'A coupon is already applied to the cart. Please remove it to apply another',
    message: 'A coupon is already applied to the cart. Please remove it to apply another',
  }),
  msg({ id: 'Cart does not contain products.', message: 'Cart does not contain products.' }),
  msg({ id: 'Cart does not contain products', message: 'Cart does not contain products' }),
  // the cart procedures
  msg({ id: 'The quantity must be a number', message: 'The quantity must be a number' }),
  msg({
    id: 'The quantity must be a whole number of pieces',
    message: 'The quantity must be a whole number of pieces',
  }),
  msg({ id: 'The quantity must be greater than 0', message: 'The quantity must be greater than 0' }),
  msg({ id: 'The quantity is too large', message: 'The quantity is too large' }),
  msg({ id: 'The coupon code is too long', message: 'The coupon code is too long' }),
  msg({ id: 'The product could not be added to the cart.', message: 'The product could not be added to the cart.' }),
  msg({ id: 'The quantity could not be changed.', message: 'The quantity could not be changed.' }),
  msg({ id: 'The product could not be removed.', message: 'The product could not be removed.' }),
  msg({ id: 'The coupon could not be removed.', message: 'The coupon could not be removed.' }),
  msg({
    id: 'The shop could not start a cart. Please try again.',
    message: 'The shop could not start a cart. Please try again.',
  }),
  // the commerce client (server/commerce/errors.ts)
  msg({
    id: 'The shop backend did not answer in time. Please try again.',
    message: 'The shop backend did not answer in time. Please try again.',
  }),
  msg({
    id: 'The shop backend cannot be reached right now. Please try again later.',
    message: 'The shop backend cannot be reached right now. Please try again later.',
  }),
  msg({
    id: 'Something went wrong on our side. Please try again later.',
    message: 'Something went wrong on our side. Please try again later.',
  }),
]

interface PatternMessage {
  pattern: RegExp
  names: string[]
  descriptor: MessageDescriptor
}

const patternMessages: PatternMessage[] = [
  {
    pattern: /^Product Type (.+) not supported in add to cart yet$/,
    names: ['type'],
    descriptor: msg({
      id: 'Product Type {type} not supported in add to cart yet',
      message: 'Product Type {type} not supported in add to cart yet',
    }),
  },
  {
    pattern: /^Could not find a product with SKU "(.*)"$/,
    names: ['sku'],
    descriptor: msg({
      id: 'Could not find a product with SKU "{sku}"',
      message: 'Could not find a product with SKU "{sku}"',
    }),
  },
  {
    pattern: /^The most you may purchase is (\d+)\.$/,
    names: ['max'],
    descriptor: msg({ id: 'The most you may purchase is {max}.', message: 'The most you may purchase is {max}.' }),
  },
  {
    pattern: /^Could not update the product with SKU (.+): Not enough items for sale$/,
    names: ['sku'],
    descriptor: msg({
      id: 'Could not update the product with SKU {sku}: Not enough items for sale',
      message: 'Could not update the product with SKU {sku}: Not enough items for sale',
    }),
  },
  {
    pattern: /^Could not find cart item with id: (.+)\.$/,
    names: ['id'],
    descriptor: msg({
      id: 'Could not find cart item with id: {id}.',
      message: 'Could not find cart item with id: {id}.',
    }),
  },
  {
    pattern: /^Product (.+) is not a configurable product$/,
    names: ['sku'],
    descriptor: msg({
      id: 'Product {sku} is not a configurable product',
      message: 'Product {sku} is not a configurable product',
    }),
  },
  {
    pattern: /^Could not match child product (.+) with parent (.+)$/,
    names: ['sku', 'parent'],
    descriptor: msg({
      id: 'Could not match child product {sku} with parent {parent}',
      message: 'Could not match child product {sku} with parent {parent}',
    }),
  },
]

const fixedIds = new Set(fixedMessages.map((descriptor) => descriptor.id))

const fallback = msg({
  id: 'The cart could not be updated. Please try again.',
  message: 'The cart could not be updated. Please try again.',
})

function known(text: string): MessageDescriptor | null {
  if (fixedIds.has(text)) return { id: text }
  for (const { pattern, names, descriptor } of patternMessages) {
    const match = text.match(pattern)
    if (match) return { ...descriptor, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) }
  }
  return null
}

/**
 * The message to translate for an error text of the cart (`i18n._(cartMessage(error.message))`). An input check
 * answers `quantity: The quantity must …`; the field name is dropped. Unknown texts get a general message.
 */
export function cartMessage(text: string | null | undefined): MessageDescriptor {
  if (!text) return fallback
  return known(text) ?? known(text.replace(/^[\w.]+: /, '').split('; ')[0] ?? '') ?? fallback
}
