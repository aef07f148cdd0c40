/**
 * Cut to size on every sheet (extruded and pressed sheets, foam boards; not rods, welding rod, strips or the fixed
 * cut pieces): Magento custom options "Zuschnitt" (the cut list, an area option), "Kante" (sawn or milled: only
 * pressed sheets can be milled) and "Reststück" (ship the offcut or keep it). The options' and values' `sku` name
 * what they are for; commerce's cart and the storefront find them by it.
 */
import type { Family, SeedProduct } from './products.ts'

type Text = { de: string; en: string }
export type SeedOptionValue = { option_type_id: number; sku: string; sort_order: number; title: Text }
export type SeedCustomOption = {
  option_id: number
  product_id: number
  type: 'area' | 'drop_down' | 'radio'
  sku: string
  max_characters: number | null
  sort_order: number
  title: Text
  values: SeedOptionValue[]
}

const SHEETS: readonly Family[] = ['extruded', 'pressed', 'foam']
/** Enough for 500 pieces of four-digit dimensions, one per line. */
const CUT_LIST_MAX_CHARACTERS = 10_000

/** The options of every sheet, ids counted from 1 in catalogue order. */
export function customOptions(products: readonly SeedProduct[]): SeedCustomOption[] {
  let optionId = 0
  let valueId = 0
  const values = (entries: [sku: string, title: Text][]) =>
    entries.map(([sku, title], index) => ({ option_type_id: ++valueId, sku, sort_order: index + 1, title }))
  return products
    .filter((p) => p.visibility === 4 && SHEETS.includes(p.family))
    .flatMap((p) => {
      const option = (type: SeedCustomOption['type'], sku: string, title: Text, choices: SeedOptionValue[] = []) => ({
        option_id: ++optionId,
        product_id: p.entity_id,
        type,
        sku,
        max_characters: type === 'area' ? CUT_LIST_MAX_CHARACTERS : null,
        title,
        values: choices,
      })
      const cutList = option('area', 'cut_list', { de: 'Zuschnitt', en: 'Cut to size' })
      const edge =
        p.family === 'pressed'
          ? [
              option(
                'drop_down',
                'edge',
                { de: 'Kante', en: 'Edge' },
                values([
                  ['sawn', { de: 'gesägt', en: 'sawn' }],
                  ['milled', { de: 'gefräst', en: 'milled' }],
                ]),
              ),
            ]
          : []
      const offcut = option(
        'radio',
        'offcut',
        { de: 'Reststück', en: 'Offcut' },
        values([
          ['ship', { de: 'mitsenden', en: 'ship with the order' }],
          ['keep', { de: 'behalten', en: 'keep' }],
        ]),
      )
      return [cutList, ...edge, offcut].map((o, index) => ({ ...o, sort_order: index + 1 }))
    })
}
