import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { type AddToCartProduct, checkAddToCart, needsVariant } from '../../../contract/add-to-cart-rules'
import { deliveryTimeFor } from '../../../contract/delivery-time'
import { useTRPC } from '../../trpc/react'
import { useNotify } from '../notifications/use-notifications'
import { stockSplitOf } from './backorder'
import { cartErrorMessage, refusalMessage } from './cart-messages'
import { stockSplitMessage } from './stock-split-message'
import { useStoreCart } from './use-cart'

/**
 * What the add-to-cart needs to know about a product, from the catalogue's view model: `typename` (Magento's
 * __typename; a type the rules do not know is refused with 'Product Type {type} not supported…'), `stockStatus` (for
 * a configurable product the chosen variant's) and `orderableQuantity` (the stock of an item sold from stock only,
 * else null).
 */
export interface AddToCartItem extends AddToCartProduct {
  /** The product's sku (for a configurable product the parent's sku). */
  sku: string
  /** For the success message. */
  name: string
}

/** A configurable product's chosen variant. */
export interface SelectedVariant {
  sku: string
  /** The option value uids that select it (Magento's selected_options). */
  optionValueUids: readonly string[]
}

export interface AddToCartRequest {
  product: AddToCartItem
  variant?: SelectedVariant | null
  /** Pieces (pallets already counted in pieces). */
  pieces: number
}

/**
 * Adds a product: checks the add-to-cart rules first (nothing is sent when they refuse), then
 * adds and puts the answered cart into the cache. A refusal — by the rules or the backend — is kept as `error`
 * (the spec's message, or the backend's first user error as it comes) and shown as a danger notification;
 * success shows 'You added {product} to your shopping cart.' and, where the line exceeds the stock, how much comes
 * from stock and how much is produced.
 */
/**
 * Adds go to the backend one after another: the first add of a visit creates the cart, and a second add in flight
 * at the same time would create another one and lose its item when the first cart's cookie wins.
 */
let addsInFlight: Promise<unknown> = Promise.resolve()
export function oneAtATime<T>(add: () => Promise<T>): Promise<T> {
  const next = addsInFlight.then(add, add)
  addsInFlight = next.catch(() => undefined)
  return next
}

export function useAddToCart() {
  const trpc = useTRPC()
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  const cartCache = useStoreCart()
  const [error, setError] = useState<string | null>(null)
  const mutation = useMutation(trpc.cart.add.mutationOptions())

  async function add({ product, variant, pieces }: AddToCartRequest): Promise<boolean> {
    const refusal = checkAddToCart(product, {
      quantity: pieces,
      variantSku: variant?.sku,
      selectedOptions: variant?.optionValueUids,
    })
    if (refusal) {
      const message = refusalMessage(i18n, refusal)
      setError(message)
      notify({ type: 'danger', message })
      return false
    }
    setError(null)
    try {
      const cart = await oneAtATime(() =>
        mutation.mutateAsync({
          sku: product.sku,
          quantity: pieces,
          selectedOptions: needsVariant(product.typename) && variant ? [...variant.optionValueUids] : undefined,
        }),
      )
      // A cart read that started before this add answered (e.g. a preload) must not overwrite its result.
      await cartCache.cancelReads()
      cartCache.store(cart)
      const productName = product.name
      const added = t`You added ${productName} to your shopping cart.`
      const line = cart.items.find((item) => item.sku === (variant?.sku ?? product.sku))
      const split = line && stockSplitOf(line)
      const message = split
        ? `${added} ${i18n._(stockSplitMessage(split, line.salesUnit, deliveryTimeFor(line, line.quantity)))}.`
        : added
      notify({ type: 'success', message })
      return true
    } catch (cause) {
      const message = cartErrorMessage(i18n, cause)
      setError(message)
      notify({ type: 'danger', message })
      return false
    }
  }

  return { add, isAdding: mutation.isPending, error }
}
