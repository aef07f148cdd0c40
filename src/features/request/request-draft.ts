import type { AddressView } from '../../../contract/address'
import {
  type DeliveryTime,
  deliveryTimes,
  type RequestInput,
  type RequestType,
  requestInputSchema,
  type ShippingMethod,
  shippingMethods,
} from '../../../contract/request'

/** The request form's first values: the kind asked for, the schema's defaults (the account's default addresses). */
export function newRequest(type: RequestType): RequestInput {
  return requestInputSchema.parse({ type })
}

/**
 * What a buyer chose and typed in the request form (the saved billing and shipping addresses, shipping, delivery
 * time, their order number and message), kept in the tab's session storage while they write, so a reload, a
 * language switch or a detour to the cart does not lose it. Forgotten once the request is sent.
 */
export interface RequestDraft {
  /** A saved address chosen instead of the account's default one (null: the default). */
  billingAddressId: number | null
  shippingAddressId: number | null
  shippingMethod: ShippingMethod
  deliveryTime: DeliveryTime | null
  purchaseOrderNumber: string
  message: string
}

/** The form's fields that choose a saved address for a role. */
export type AddressRoleField = 'billingAddressId' | 'shippingAddressId'

const KEY = 'request.draft'

export function keepRequestDraft({
  billingAddressId = null,
  shippingAddressId = null,
  shippingMethod = 'freight',
  deliveryTime = null,
  purchaseOrderNumber = '',
  message = '',
}: Partial<RequestDraft>): void {
  const draft: RequestDraft = {
    billingAddressId,
    shippingAddressId,
    shippingMethod,
    deliveryTime,
    purchaseOrderNumber,
    message,
  }
  sessionStorage.setItem(KEY, JSON.stringify(draft))
}

/**
 * A kept choice of a saved address, as the form holds it once the addresses have come: the address while it is
 * saved and not the role's default, else null (the default), e.g. once it has been deleted in another tab.
 */
export function keptAddressChoice(
  draft: RequestDraft,
  field: AddressRoleField,
  saved: readonly AddressView[],
): number | null {
  const address = saved.find((candidate) => candidate.id === draft[field])
  const isDefault = field === 'billingAddressId' ? address?.defaultBilling : address?.defaultShipping
  return address && !isDefault ? address.id : null
}

export function forgetRequestDraft(): void {
  sessionStorage.removeItem(KEY)
}

/** The kept draft; null when there is none (or it cannot be read). */
export function requestDraft(): RequestDraft | null {
  const stored = sessionStorage.getItem(KEY)
  if (!stored) return null
  try {
    // A draft kept before the page remembered the chosen addresses has none: the defaults.
    const value: unknown = { billingAddressId: null, shippingAddressId: null, ...JSON.parse(stored) }
    return isRequestDraft(value) ? value : null
  } catch {
    return null
  }
}

const isAddressId = (value: unknown) => value === null || (Number.isInteger(value) && (value as number) > 0)

function isRequestDraft(value: unknown): value is RequestDraft {
  const candidate = value as Partial<RequestDraft> | null
  return (
    isAddressId(candidate?.billingAddressId) &&
    isAddressId(candidate?.shippingAddressId) &&
    typeof candidate?.purchaseOrderNumber === 'string' &&
    typeof candidate.message === 'string' &&
    (shippingMethods as readonly unknown[]).includes(candidate.shippingMethod) &&
    (candidate.deliveryTime === null || (deliveryTimes as readonly unknown[]).includes(candidate.deliveryTime))
  )
}
