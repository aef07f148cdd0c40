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
 * What a buyer chose and typed in the request form (shipping, delivery time, their order number and message), kept
 * in the tab's session storage while they write, so a reload, a language switch or a detour to the cart does not
 * lose it. Forgotten once the request is sent.
 */
export interface RequestDraft {
  shippingMethod: ShippingMethod
  deliveryTime: DeliveryTime | null
  purchaseOrderNumber: string
  message: string
}

const KEY = 'request.draft'

export function keepRequestDraft({
  shippingMethod = 'freight',
  deliveryTime = null,
  purchaseOrderNumber = '',
  message = '',
}: Partial<RequestDraft>): void {
  const draft: RequestDraft = { shippingMethod, deliveryTime, purchaseOrderNumber, message }
  sessionStorage.setItem(KEY, JSON.stringify(draft))
}

export function forgetRequestDraft(): void {
  sessionStorage.removeItem(KEY)
}

/** The kept draft; null when there is none (or it cannot be read). */
export function requestDraft(): RequestDraft | null {
  const stored = sessionStorage.getItem(KEY)
  if (!stored) return null
  try {
    const value: unknown = JSON.parse(stored)
    return isRequestDraft(value) ? value : null
  } catch {
    return null
  }
}

function isRequestDraft(value: unknown): value is RequestDraft {
  const candidate = value as Partial<RequestDraft> | null
  return (
    typeof candidate?.purchaseOrderNumber === 'string' &&
    typeof candidate.message === 'string' &&
    (shippingMethods as readonly unknown[]).includes(candidate.shippingMethod) &&
    (candidate.deliveryTime === null || (deliveryTimes as readonly unknown[]).includes(candidate.deliveryTime))
  )
}
