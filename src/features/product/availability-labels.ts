import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Availability } from '../../../contract/product'

/** The four availability labels of the spec, and discontinued items. */
export const availabilityLabels: Record<Availability, MessageDescriptor> = {
  IN_STOCK: msg`In stock`,
  FEW_IN_STOCK: msg`Few in stock`,
  OUT_OF_STOCK: msg`Out of stock`,
  UPON_REQUEST: msg`Upon request`,
  DISCONTINUED: msg`Discontinued`,
}
