/**
 * The searches buyers type (issue 30), each in the German and the English store view: what the first items must be.
 * `first` is checked on the first `count` items (default 10) by name; `never` on the first 50.
 */
import { describe, expect, it } from 'vitest'
import { data } from './graphql'

type Expectation = {
  search: string
  /** The names the first items have, per store view. */
  first: { de: RegExp; en: RegExp }
  count?: number
  /** A name none of the first 50 items has. */
  never?: RegExp
  /** An item among the first 10 in both store views. */
  sku?: string
}

const SEARCHES: Expectation[] = [
  {
    search: 'PP grau 10',
    first: { de: /^(Zuschnitt )?PP-.*kieselgrau .*\b10 mm/, en: /^(Cut-to-size )?PP-.*pebble grey .*\b10 mm/ },
    sku: '100314',
  },
  {
    search: 'PP sheet grey 10',
    first: { de: /^PP-.*Platte kieselgrau .*\b10 mm/, en: /^PP-.* sheet pebble grey .*\b10 mm/ },
    count: 1,
  },
  // A material's standard sheets come before its cut pieces and rods unless the search names a size (issue 42).
  { search: 'Polypropylen', first: { de: /^PP-\S+ Platte /, en: /^PP-\S+ sheet / } },
  { search: 'Polypropylene', first: { de: /^PP-\S+ Platte /, en: /^PP-\S+ sheet / } },
  { search: 'PP 500 x 500', first: { de: /^Zuschnitt PP-.* 500 × 500 mm/, en: /^Cut-to-size PP-.* 500 × 500 mm/ } },
  // Foam boards: a word inside a German compound ("Hartschaumplatte", "PVC-Freischaum") and the trade names.
  { search: 'Schaum', first: { de: /^PVC-\S+schaum Hartschaumplatte /, en: /^PVC \S+ foam board / }, count: 50 },
  { search: 'PVC-Schaum', first: { de: /^PVC-\S+schaum Hartschaumplatte /, en: /^PVC \S+ foam board / }, count: 50 },
  { search: 'PVC Schaum', first: { de: /^PVC-\S+schaum Hartschaumplatte /, en: /^PVC \S+ foam board / }, count: 50 },
  {
    search: 'Forex',
    first: { de: /^PVC-Freischaum Hartschaumplatte /, en: /^PVC free foam board / },
    count: 50,
    never: /Integral|integral/,
  },
  {
    search: 'PP-Platte grau 10mm',
    first: { de: /^PP-.*Platte kieselgrau .*\b10 mm/, en: /^PP-.* sheet pebble grey .*\b10 mm/ },
    sku: '100314',
  },
  { search: 'PPH grau', first: { de: /^PP-H Platte kieselgrau /, en: /^PP-H sheet pebble grey / } },
  { search: 'Polyethylen', first: { de: /^(Zuschnitt )?PE[- ]/, en: /^(Cut-to-size )?PE[- ]/ }, never: /pebble/ },
  { search: 'HDPE', first: { de: /^(Zuschnitt )?PE-HD /, en: /^(Cut-to-size )?PE-HD / } },
  { search: 'UHMW', first: { de: /^(Zuschnitt )?PE 1000 /, en: /^(Cut-to-size )?PE 1000 / } },
  {
    search: 'PE 1000',
    first: { de: /^(Zuschnitt )?PE 1000 /, en: /^(Cut-to-size )?PE 1000 / },
    count: 50,
    never: /^PE-HD|^PE 500|^PP|^PVC/,
  },
  {
    search: 'PE1000',
    first: { de: /^(Zuschnitt )?PE 1000 /, en: /^(Cut-to-size )?PE 1000 / },
    count: 50,
    never: /^PE-HD|^PE 500|^PP|^PVC/,
  },
  { search: 'PE100', first: { de: /^(Zuschnitt )?PE 100 /, en: /^(Cut-to-size )?PE 100 / } },
  { search: 'PE 500', first: { de: /^(Zuschnitt )?PE 500 /, en: /^(Cut-to-size )?PE 500 / }, count: 50 },
  {
    search: 'PE-HD schwarz 20',
    first: { de: /^(Zuschnitt )?PE-HD .*schwarz.*\b20 mm/, en: /^(Cut-to-size )?PE-HD .*black.*\b20 mm/ },
    count: 1,
  },
  { search: 'lichtgrau', first: { de: /lichtgrau RAL 7035/, en: /light grey RAL 7035/ }, count: 50 },
  {
    search: 'kieselgrau',
    first: { de: /kieselgrau RAL 7032/, en: /pebble grey RAL 7032/ },
    count: 50,
    never: /7011|7035/,
  },
  { search: 'grau', first: { de: /grau RAL 70(11|32|35)/, en: /grey RAL 70(11|32|35)/ }, count: 50 },
  {
    search: 'UHMW Rundstab 50',
    first: { de: /^PE 1000 Rundstab .*Ø 50 mm/, en: /^PE 1000 round rod .*Ø 50 mm/ },
    count: 1,
  },
]

type Found = { total_count: number; items: { sku: string; name: string }[] }

const search = async (text: string, store: 'de' | 'en'): Promise<Found> =>
  (
    await data(`{ products(search: ${JSON.stringify(text)}, pageSize: 50) { total_count items { sku name } } }`, {
      store,
    })
  ).products

describe('search table: what buyers type finds the expected items first', () => {
  for (const { search: text, first, count = 10, never, sku } of SEARCHES) {
    for (const store of ['de', 'en'] as const) {
      it(`"${text}" in ${store}`, async () => {
        const found = await search(text, store)
        const names = found.items.map((item) => item.name)
        expect(names.length, 'items').toBeGreaterThanOrEqual(Math.min(count, 1))
        for (const name of names.slice(0, count)) expect(name).toMatch(first[store])
        if (never) for (const name of names) expect(name).not.toMatch(never)
        if (sku) expect(found.items.slice(0, 10).map((item) => item.sku)).toContain(sku)
      })
    }
  }

  it('a grade is not its dimension: "PE 1000" finds the PE 1000 items, not every 1000 mm one', async () => {
    const pe1000 = (await data('{ products(filter: { material: { eq: "1008" } }) { total_count } }')).products
    for (const store of ['de', 'en'] as const)
      for (const text of ['PE 1000', 'PE1000', 'UHMW'])
        expect((await search(text, store)).total_count, `${text} in ${store}`).toBe(pe1000.total_count)
  })
})

describe('foam boards', () => {
  it('"Schaum" in any spelling finds every foam board "Hartschaum" finds, in both store views', async () => {
    const boards = (await search('Hartschaum', 'de')).total_count
    expect(boards).toBeGreaterThan(0)
    for (const store of ['de', 'en'] as const)
      for (const text of ['Schaum', 'PVC-Schaum', 'PVC Schaum', 'foam board'])
        expect((await search(text, store)).total_count, `${text} in ${store}`).toBe(boards)
  })
})

describe('search synonyms of one store view', () => {
  it('finds PVC-U by its German name on /de and by its English one on /en', async () => {
    for (const [text, store] of [
      ['Hart-PVC', 'de'],
      ['rigid PVC', 'en'],
    ] as const) {
      const found = await search(text, store)
      expect(found.total_count, text).toBe((await search('PVC-U', store)).total_count)
    }
    expect((await search('Hart-PVC', 'en')).total_count).toBe(0)
  })

  it('lists the PVC-U sheets first, not its rods', async () => {
    for (const [text, store, sheet] of [
      ['Hart-PVC', 'de', /^PVC-U Platte /],
      ['rigid PVC', 'en', /^PVC-U sheet /],
    ] as const)
      for (const { name } of (await search(text, store)).items.slice(0, 10)) expect(name, text).toMatch(sheet)
  })
})

describe('search suggestions: did you mean', () => {
  const suggestions = async (text: string, store: 'de' | 'en') =>
    (await data(`{ products(search: ${JSON.stringify(text)}) { total_count suggestions { search } } }`, { store }))
      .products

  it('corrects a mistyped word to the index word nearest to it, when the corrected search finds products', async () => {
    for (const store of ['de', 'en'] as const) {
      expect(await suggestions('Polypropilen', store), store).toEqual({
        total_count: 0,
        suggestions: [{ search: 'polypropylen' }],
      })
      expect((await suggestions('PP kiselgrau 10', store)).suggestions, store).toEqual([{ search: 'pp kieselgrau 10' }])
    }
  })

  it('suggests nothing for a search that finds products, or when no correction finds any', async () => {
    expect((await suggestions('PP grau 10', 'de')).suggestions).toEqual([])
    expect(await suggestions('Xylophon', 'de')).toEqual({ total_count: 0, suggestions: [] })
  })
})
