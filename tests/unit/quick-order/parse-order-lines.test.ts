import { describe, expect, it } from 'vitest'
import { mergeOrderLines } from '../../../contract/quick-order'
import { parseQuantity } from '../../../src/features/product/quantity'
import { parseOrderLines, replaceItemNumber } from '../../../src/features/quick-order/parse-order-lines'

const lines = (text: string) => parseOrderLines(text).lines.map(({ sku, quantity }) => [sku, quantity])
const withUnits = (text: string) => parseOrderLines(text).lines.map(({ sku, quantity, unit }) => [sku, quantity, unit])
const problems = (text: string) =>
  parseOrderLines(text).unreadable.map(({ lineNumber, problem }) => [lineNumber, problem])

describe('parseQuantity', () => {
  it.each([
    ['5', 5],
    ['1.000', 1000],
    ['1,000', 1000],
    ['12.500', 12500],
    ['1.000.000', 1000000],
    ['1.000,00', 1000],
    ['1,000.00', 1000],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['0,250', 0.25],
    ["1'000", 1000],
    ['-5', -5],
  ])('reads %s as %d', (text, value) => {
    expect(parseQuantity(text)).toBe(value)
  })

  it.each(['', 'abc', '5-', 'x5', '--5'])('refuses %j', (text) => {
    expect(parseQuantity(text)).toBeNull()
  })
})

describe('parseOrderLines', () => {
  it('reads item number and quantity separated by spaces, tabs, semicolons or commas', () => {
    expect(lines('100002 5\n100003\t10\n100004;  7\n100005   2')).toEqual([
      ['100002', 5],
      ['100003', 10],
      ['100004', 7],
      ['100005', 2],
    ])
    expect(lines('100002,5\n100003, 10')).toEqual([
      ['100002', 5],
      ['100003', 10],
    ])
  })

  it('skips blank lines and takes a unit after the quantity', () => {
    expect(lines('\n100002 5 Stk\n\n   \n100003 1.000 pcs\r\n100004;12 Stück\n100005 3Stk')).toEqual([
      ['100002', 5],
      ['100003', 1000],
      ['100004', 12],
      ['100005', 3],
    ])
  })

  it('reports where a line has no usable quantity, with its line number', () => {
    const order = parseOrderLines('100002 5\n100003\n100004 2,5\n100005 0\n;4')
    expect(order.lines).toEqual([{ lineNumber: 1, sku: '100002', quantity: 5, unit: 'piece' }])
    expect(order.unreadable).toEqual([
      { lineNumber: 2, text: '100003', problem: 'QUANTITY_MISSING' },
      { lineNumber: 3, text: '100004 2,5', problem: 'QUANTITY_NOT_WHOLE' },
      { lineNumber: 4, text: '100005 0', problem: 'QUANTITY_NOT_POSITIVE' },
      { lineNumber: 5, text: ';4', problem: 'SKU_MISSING' },
    ])
  })

  it('reads pallets as pallets, in German and English, glued on, after the quantity or in a unit column', () => {
    expect(
      withUnits('100002 2 Paletten\n100003 1 Palette\n100004 3 Pal.\n100005;2pallets\n100006 1 pallet\n100007 4 Plt'),
    ).toEqual([
      ['100002', 2, 'pallet'],
      ['100003', 1, 'pallet'],
      ['100004', 3, 'pallet'],
      ['100005', 2, 'pallet'],
      ['100006', 1, 'pallet'],
      ['100007', 4, 'pallet'],
    ])
    expect(withUnits('Artikelnummer;Menge;Einheit\n100002;2;Pal.\n100003;5;Stk\n100004;7;')).toEqual([
      ['100002', 2, 'pallet'],
      ['100003', 5, 'piece'],
      ['100004', 7, 'piece'],
    ])
  })

  it('reports a unit it does not know on its line instead of guessing', () => {
    expect(problems('100002 2 Kartons\n100003 5 Stk\n100004;3 Rollen\nSKU;Qty;Unit')).toEqual([
      [1, 'UNIT_UNKNOWN'],
      [3, 'UNIT_UNKNOWN'],
      [4, 'QUANTITY_MISSING'],
    ])
    expect(problems('Artikelnummer;Menge;Einheit\n100002;2;kg')).toEqual([[2, 'UNIT_UNKNOWN']])
  })

  it('reports a quantity over the line’s cap, or below 1, on its line', () => {
    expect(problems('100002 10.001\n100003 20000 Pal.\n100004 -3\n100005 10.000')).toEqual([
      [1, 'QUANTITY_TOO_LARGE'],
      [2, 'QUANTITY_TOO_LARGE'],
      [3, 'QUANTITY_NOT_POSITIVE'],
    ])
  })

  it('reads a German ERP export: header names pick the columns, semicolons, quotes, a BOM', () => {
    const csv =
      '\uFEFFPos;Bezeichnung;Artikelnummer;Menge;Einheit\r\n1;"PVC-U Platte";"100002";"1.200";Stk\r\n2;PE;100003;4;Stk\r\n'
    expect(lines(csv)).toEqual([
      ['100002', 1200],
      ['100003', 4],
    ])
  })

  it('reads an English CSV with SKU and Qty headers', () => {
    expect(lines('Qty,SKU\n5,100002\n"1,000",100003')).toEqual([
      ['100002', 5],
      ['100003', 1000],
    ])
  })

  it('skips a header line it does not know the words of', () => {
    expect(lines('Nummer Stückzahl gesamt\n100002 5')).toEqual([['100002', 5]])
  })
})

describe('mergeOrderLines', () => {
  it('sums the quantities of the same item number, in the order first seen', () => {
    expect(
      mergeOrderLines([
        { sku: '100002', quantity: 5 },
        { sku: '100003', quantity: 1 },
        { sku: '100002', quantity: 2 },
      ]),
    ).toEqual([
      { sku: '100002', quantity: 7 },
      { sku: '100003', quantity: 1 },
    ])
  })
})

describe('replaceItemNumber', () => {
  it('replaces the item number where it is a cell of its own, not inside another number', () => {
    expect(replaceItemNumber('300012 10\n3000120 1\n"300012";2', '300012', '300012-WS')).toBe(
      '300012-WS 10\n3000120 1\n"300012-WS";2',
    )
    expect(replaceItemNumber('ab-1 5', 'AB-1', 'AB-1-WS')).toBe('AB-1-WS 5')
  })
})
