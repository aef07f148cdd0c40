import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SortValue } from '../../../app.config'

/** The sort options' labels (appConfig.sortOptions): the spec's words, and the table columns' orders beyond it. */
export const sortLabels: Record<SortValue, MessageDescriptor> = {
  '': msg`Sort: Default`,
  name_ASC: msg`Sort: Name A-Z`,
  name_DESC: msg`Sort: Name Z-A`,
  price_ASC: msg`Sort: Price from low to high`,
  price_DESC: msg`Sort: Price from high to low`,
  thickness_ASC: msg`Sort: Thinnest first`,
  thickness_DESC: msg`Sort: Thickest first`,
  format_ASC: msg`Sort: Smallest format first`,
  format_DESC: msg`Sort: Largest format first`,
}
