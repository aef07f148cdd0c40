import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RequestType } from '../../../contract/request'

/** A request's kind in words: the request page's title and heading, the order history's lines. */
export const requestTypeLabels: Record<RequestType, MessageDescriptor> = {
  quote: msg`Request for quotation`,
  order: msg`Order request`,
}
