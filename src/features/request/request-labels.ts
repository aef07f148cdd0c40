import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DeliveryTime, DocumentKind, shippingMethods } from '../../../contract/request'

/**
 * The words of a request, shared by the request page, the thank-you page and the order history; its kind's are a
 * module of their own (./request-type-labels.ts), as the request page's title reads them in every page's JavaScript.
 */

/** The spec's delivery-time options (§5). */
export const deliveryTimeLabels: Record<DeliveryTime, MessageDescriptor> = {
  DAYS_1_2: msg`1–2 days`,
  DAYS_2_3: msg`2–3 days`,
  DAYS_3_5: msg`3–5 days`,
  DAYS_5_7: msg`5–7 days`,
  WEEKS_3_4: msg`3–4 weeks`,
}

export const shippingMethodLabels: Record<(typeof shippingMethods)[number], MessageDescriptor> = {
  freight: msg`Freight by forwarder`,
  pickup: msg`Pickup at our plant`,
}

/** The company's documents of a request. */
export const documentKindLabels: Record<DocumentKind, MessageDescriptor> = {
  offer: msg`Offer`,
  confirmation: msg`Order confirmation`,
}
