/**
 * Cut to size in commerce (issue 43): the sheets' custom options, the settings in StoreConfig, and a cut list added
 * to the cart through Magento's `entered_options` / `selected_options`, nested and priced by commerce with the
 * buyer's tier price (rules/cut-list.ts).
 */
import { describe, expect, it } from 'vitest'
import { data } from './graphql'

/** An extruded PVC-U sheet, 2000 × 1000 × 1.5 mm. */
const SHEET = '100002'
/** A pressed PE sheet: it may be milled. */
const PRESSED = '200001'
/** A round rod: nothing to cut. */
const ROD = '400001'

const OPTIONS = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku
  ... on CustomizableProductInterface { options { __typename uid title required sort_order
    ... on CustomizableAreaOption { area: value { uid sku max_characters price price_type } }
    ... on CustomizableDropDownOption { value { uid sku title price price_type } }
    ... on CustomizableRadioOption { value { uid sku title price price_type } } } } } } }`

type Option = {
  __typename: string
  uid: string
  title: string
  area?: { uid: string; sku: string }
  value?: { uid: string; sku: string; title: string }[]
}
const options = async (sku: string, store?: string) =>
  (await data(OPTIONS, { variables: { sku }, store })).products.items[0].options as Option[]

describe('the options of a sheet', () => {
  it('offers a pressed sheet the cut list, the edge and the offcut, in the store view’s language', async () => {
    const de = await options(PRESSED)
    expect(de.map((o) => [o.__typename, o.title])).toEqual([
      ['CustomizableAreaOption', 'Zuschnitt'],
      ['CustomizableDropDownOption', 'Kante'],
      ['CustomizableRadioOption', 'Reststück'],
    ])
    const [cutList, edge, offcut] = await options(PRESSED, 'en')
    expect(cutList?.title).toBe('Cut to size')
    expect(cutList?.area).toMatchObject({ uid: cutList?.uid, sku: 'cut_list', price: 0, price_type: 'FIXED' })
    expect(atob(cutList?.uid ?? '')).toMatch(/^custom-option\/\d+$/)
    expect(edge?.value).toMatchObject([
      { sku: 'sawn', title: 'sawn' },
      { sku: 'milled', title: 'milled' },
    ])
    expect(offcut?.value).toMatchObject([
      { sku: 'ship', title: 'ship with the order' },
      { sku: 'keep', title: 'keep' },
    ])
    const [value] = offcut?.value ?? []
    expect(atob(value?.uid ?? '')).toMatch(new RegExp(`^${atob(offcut?.uid ?? '')}/\\d+$`))
  })

  it('offers an extruded sheet no milled edge', async () => {
    expect((await options(SHEET)).map((o) => o.title)).toEqual(['Zuschnitt', 'Reststück'])
  })

  it('offers a rod nothing to cut', async () => {
    expect(await options(ROD)).toEqual([])
  })

  it('tells the storefront the settings', async () => {
    const { storeConfig } = await data(`{ storeConfig { cut_to_size { trim kerf min_piece max_pieces
      tolerances { up_to value } charge_per_metre { up_to value } milled_surcharge_per_metre } } }`)
    expect(storeConfig.cut_to_size).toEqual({
      trim: 10,
      kerf: 4,
      min_piece: 20,
      max_pieces: 500,
      tolerances: [
        { up_to: 10, value: 0.5 },
        { up_to: null, value: 1 },
      ],
      charge_per_metre: [
        { up_to: 10, value: 1.2 },
        { up_to: 20, value: 1.8 },
        { up_to: null, value: 2.5 },
      ],
      milled_surcharge_per_metre: 0.9,
    })
  })
})
