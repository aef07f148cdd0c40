/**
 * An order item's options in Magento's shape (`sales_order_item.product_options`): the customizable options as
 * chosen (`options`: label, value, print_value, option_id, option_type, option_value), a configurable product's
 * choices (`attributes_info`), and the shop's addition for a sheet cut to size, `cut_to_size`: the cut list with what
 * it was nested and priced by and the cart's figures (api/cut-list.ts). Rows written before cut to size hold a list
 * `[{label, value}]`, the configurable choices, and read as `attributes_info`.
 */
import type { OrderItemOptions as ItemOptions, OrderedOption } from '../../../api/order'

const NONE: ItemOptions = { options: [], attributes_info: [], cut_to_size: null }

/** The item's options; none where it has none. */
export function itemOptions(productOptions: string | null): ItemOptions {
  if (!productOptions) return NONE
  const stored = JSON.parse(productOptions) as Partial<ItemOptions> | ItemOptions['attributes_info']
  if (Array.isArray(stored)) return { ...NONE, attributes_info: stored }
  return {
    options: stored.options ?? [],
    attributes_info: stored.attributes_info ?? [],
    cut_to_size: stored.cut_to_size ?? null,
  }
}

/** The column's value; null for an item without options. */
export function storedOptions(options: ItemOptions): string | null {
  const empty = options.options.length === 0 && options.attributes_info.length === 0 && !options.cut_to_size
  return empty ? null : JSON.stringify(options)
}

/**
 * Magento's OrderItemOption lists (SalesGraphQl's OrderItem): the entered options (text, area) and the selected
 * ones (the other customizable options, then a configurable product's choices).
 */
export function orderItemOptions(productOptions: string | null) {
  const { options, attributes_info } = itemOptions(productOptions)
  const entered = (option: OrderedOption) => option.option_type === 'field' || option.option_type === 'area'
  const shown = (option: OrderedOption) => ({ label: option.label, value: option.print_value })
  return {
    entered: options.filter(entered).map(shown),
    selected: [...options.filter((option) => !entered(option)).map(shown), ...attributes_info],
  }
}
