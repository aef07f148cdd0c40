/** An order item's options (commerce/src/sales/request/item-options.ts): Magento's product_options, old rows too. */
import { describe, expect, it } from 'vitest'
import { itemOptions, orderItemOptions, storedOptions } from '../../../commerce/src/sales/request/item-options'

const option = (label: string, type: string, value: string, shown = value) => ({
  label,
  value: shown,
  print_value: shown,
  option_id: '12',
  option_type: type,
  option_value: value,
})

describe("an order item's options", () => {
  it('answers the entered options apart from the chosen ones, as Magento’s OrderItem does', () => {
    const stored = storedOptions({
      options: [
        option('Zuschnitt', 'area', '480x320x12'),
        option('Kante', 'drop_down', '27', 'gefräst'),
        option('Reststück', 'radio', '30', 'mitsenden'),
      ],
      attributes_info: [{ label: 'Farbe', value: 'grau' }],
      cut_to_size: null,
    })
    expect(orderItemOptions(stored)).toEqual({
      entered: [{ label: 'Zuschnitt', value: '480x320x12' }],
      selected: [
        { label: 'Kante', value: 'gefräst' },
        { label: 'Reststück', value: 'mitsenden' },
        { label: 'Farbe', value: 'grau' },
      ],
    })
  })

  it('reads a row from before cut to size, a list of a configurable product’s choices', () => {
    expect(itemOptions('[{"label":"Farbe","value":"weiß"}]')).toEqual({
      options: [],
      attributes_info: [{ label: 'Farbe', value: 'weiß' }],
      cut_to_size: null,
    })
  })

  it('stores nothing for an item without options', () => {
    expect(storedOptions({ options: [], attributes_info: [], cut_to_size: null })).toBeNull()
    expect(orderItemOptions(null)).toEqual({ entered: [], selected: [] })
  })
})
