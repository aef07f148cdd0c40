/** Cut to size (rules/cut-list.ts): reading a cut list, checking it against the sheet, nesting and pricing it. */
import { describe, expect, it } from 'vitest'
import {
  type CutPiece,
  type CutSettings,
  checkCutList,
  cutChargePerMetre,
  cutListPrice,
  formatCutList,
  type Nesting,
  nest,
  type Placement,
  parseCutList,
  piecesArea,
  type Sheet,
  tolerance,
} from '../../../rules/cut-list'

const settings: CutSettings = {
  trim: 10,
  kerf: 4,
  minPiece: 20,
  maxPieces: 500,
  tolerances: [
    { upTo: null, value: 1 },
    { upTo: 10, value: 0.5 },
  ],
  chargePerMetre: [
    { upTo: 10, value: 1.2 },
    { upTo: 20, value: 1.8 },
    { upTo: null, value: 2.5 },
  ],
  milledSurchargePerMetre: 0.9,
}
const sheet: Sheet = { length: 3000, width: 1500, thickness: 10 }

describe('reading a cut list', () => {
  it.each([
    ['semicolons', '480;320;12\n200;100;3'],
    ['commas', '480,320,12\n200,100,3'],
    ['an x', '480 x 320 x 12\n200x100x3'],
    ['a multiplication sign', '480 × 320 × 12\n200×100×3'],
    ['tabs (an Excel paste)', '480\t320\t12\n200\t100\t3'],
    ['spaces', '480 320 12\n200  100  3'],
  ])('separated by %s', (_, text) =>
    expect(parseCutList(text)).toEqual({
      pieces: [
        { length: 480, width: 320, quantity: 12 },
        { length: 200, width: 100, quantity: 3 },
      ],
      issues: [],
    }),
  )

  it('takes a German header that reorders the columns', () =>
    expect(parseCutList('Menge;Länge (mm);Breite (mm)\n12;480;320\n')).toEqual({
      pieces: [{ length: 480, width: 320, quantity: 12 }],
      issues: [],
    }))

  it.each(['Anzahl\tBreite\tLänge', 'Stück;Breite;Länge'])('takes the German header %j', (header) => {
    const separator = header.includes('\t') ? '\t' : ';'
    expect(parseCutList(`${header}\n${['12', '320', '480'].join(separator)}`).pieces).toEqual([
      { length: 480, width: 320, quantity: 12 },
    ])
  })

  it('takes an English header, with further columns ignored', () =>
    expect(parseCutList('Item,Qty,Width,Length\nlid,2,300,400\nbase,1,300,400.5').pieces).toEqual([
      { length: 400, width: 300, quantity: 2 },
      { length: 400.5, width: 300, quantity: 1 },
    ]))

  it('reads a German decimal comma where semicolons or tabs separate', () =>
    expect(parseCutList('480,5;320;12\n250\t99,5\t1').pieces).toEqual([
      { length: 480.5, width: 320, quantity: 12 },
      { length: 250, width: 99.5, quantity: 1 },
    ]))

  it('reads a comma as the separator where nothing else separates', () =>
    expect(parseCutList('480,5,12')).toEqual({ pieces: [{ length: 480, width: 5, quantity: 12 }], issues: [] }))

  it('ignores blank lines and names an unreadable line by its line in the text', () =>
    expect(parseCutList('\n480;320;12\n\n480;320\nabc;1;2\n480;320;12;7\n  \n')).toEqual({
      pieces: [{ length: 480, width: 320, quantity: 12 }],
      issues: [
        { row: 4, code: 'CUT_LIST_UNREADABLE' },
        { row: 5, code: 'CUT_LIST_UNREADABLE' },
        { row: 6, code: 'CUT_LIST_UNREADABLE' },
      ],
    }))

  it('counts a header it cannot read as unreadable', () =>
    expect(parseCutList('Farbe;Dicke;Preis\n1;2;3').issues).toEqual([{ row: 1, code: 'CUT_LIST_UNREADABLE' }]))

  it('reads an empty text as no pieces', () => expect(parseCutList(' \n ')).toEqual({ pieces: [], issues: [] }))

  it('writes the canonical text, which reads back the same', () => {
    const pieces = [
      { length: 480, width: 320, quantity: 12 },
      { length: 99.5, width: 20, quantity: 1 },
    ]
    expect(formatCutList(pieces)).toBe('480x320x12\n99.5x20x1')
    expect(parseCutList(formatCutList(pieces))).toEqual({ pieces, issues: [] })
  })
})

describe('checking a cut list against the sheet', () => {
  const check = (...pieces: CutPiece[]) => checkCutList(pieces, sheet, settings)

  it('takes a piece as large as the sheet less the trim, as is or rotated', () => {
    expect(check({ length: 2980, width: 1480, quantity: 1 })).toEqual([])
    expect(check({ length: 1480, width: 2980, quantity: 1 })).toEqual([])
  })

  it('refuses a piece larger than the sheet less the trim either way', () => {
    expect(check({ length: 2981, width: 100, quantity: 1 })).toEqual([{ row: 1, code: 'PIECE_TOO_LARGE' }])
    expect(check({ length: 100, width: 100, quantity: 1 }, { length: 1481, width: 1481, quantity: 1 })).toEqual([
      { row: 2, code: 'PIECE_TOO_LARGE' },
    ])
  })

  it('refuses a piece whose smaller side is below the minimum', () => {
    expect(check({ length: 500, width: 20, quantity: 1 })).toEqual([])
    expect(check({ length: 19.9, width: 500, quantity: 1 })).toEqual([{ row: 1, code: 'PIECE_TOO_SMALL' }])
  })

  it.each([0, -1, 1.5, Number.NaN])('refuses the quantity %d', (quantity) =>
    expect(check({ length: 500, width: 300, quantity })).toEqual([{ row: 1, code: 'QUANTITY_INVALID' }]),
  )

  it.each([0, -300, Number.NaN, Number.POSITIVE_INFINITY])('refuses the dimension %d', (width) =>
    expect(check({ length: 500, width, quantity: 1 })).toEqual([{ row: 1, code: 'DIMENSION_INVALID' }]),
  )

  it('takes as many pieces as one list may have, and refuses one more', () => {
    expect(check({ length: 100, width: 100, quantity: 500 })).toEqual([])
    expect(check({ length: 100, width: 100, quantity: 10_000 })).toEqual([{ row: 0, code: 'TOO_MANY_PIECES' }])
    expect(check({ length: 100, width: 100, quantity: 300 }, { length: 50, width: 50, quantity: 201 })).toEqual([
      { row: 0, code: 'TOO_MANY_PIECES' },
    ])
  })

  it('refuses an empty list', () => expect(check()).toEqual([{ row: 0, code: 'CUT_LIST_EMPTY' }]))
})

describe('bands by thickness', () => {
  it.each([
    [0.5, 0.5],
    [10, 0.5],
    [10.01, 1],
    [25, 1],
  ])('a sheet of %d mm is cut to ±%d mm', (thickness, expected) =>
    expect(tolerance(thickness, settings)).toBe(expected),
  )

  it('takes the last band above all others when none is open-ended', () =>
    expect(tolerance(30, { ...settings, tolerances: [{ upTo: 10, value: 0.3 }] })).toBe(0.3))
})

describe('nesting', () => {
  const inside = (nesting: Nesting, pieces: CutPiece[]) => {
    for (const placements of nesting.sheets) {
      for (const placement of placements) {
        const piece = pieces[placement.piece] as CutPiece
        const [along, across] = placement.rotated ? [piece.width, piece.length] : [piece.length, piece.width]
        expect([placement.length, placement.width]).toEqual([along, across])
        expect(placement.x).toBeGreaterThanOrEqual(settings.trim)
        expect(placement.y).toBeGreaterThanOrEqual(settings.trim)
        expect(placement.x + placement.length).toBeLessThanOrEqual(sheet.length - settings.trim)
        expect(placement.y + placement.width).toBeLessThanOrEqual(sheet.width - settings.trim)
      }
      const apart = (a: Placement, b: Placement) =>
        a.x + a.length + settings.kerf <= b.x ||
        b.x + b.length + settings.kerf <= a.x ||
        a.y + a.width + settings.kerf <= b.y ||
        b.y + b.width + settings.kerf <= a.y
      const overlapping = placements.flatMap((a, index) =>
        placements.slice(index + 1).flatMap((b) => (apart(a, b) ? [] : [[a, b]])),
      )
      expect(overlapping).toEqual([])
    }
    const placed = nesting.sheets.flat()
    pieces.forEach((piece, index) => {
      expect(placed.filter((placement) => placement.piece === index)).toHaveLength(piece.quantity)
    })
  }

  it.each<[string, CutPiece[]]>([
    [
      'three pieces',
      [
        { length: 480, width: 320, quantity: 12 },
        { length: 1200, width: 600, quantity: 2 },
        { length: 300, width: 1000, quantity: 5 },
      ],
    ],
    ['many small pieces', [{ length: 97, width: 43, quantity: 480 }]],
    ['pieces as large as the sheet', [{ length: 1480, width: 2980, quantity: 3 }]],
    [
      'a mix',
      [
        { length: 2000, width: 1400, quantity: 2 },
        { length: 950, width: 25, quantity: 40 },
        { length: 700, width: 700, quantity: 7 },
        { length: 20, width: 1480, quantity: 9 },
      ],
    ],
  ])('places %s inside the usable area, a kerf apart, each as often as asked', (_, pieces) => {
    const nesting = nest(pieces, sheet, settings)
    inside(nesting, pieces)
  })

  it('uses one sheet per piece as large as the sheet', () =>
    expect(nest([{ length: 2980, width: 1480, quantity: 3 }], sheet, settings).sheets).toHaveLength(3))

  it('turns the pieces where that needs fewer sheets', () =>
    // flat, two pieces of 1480 × 980 fit a sheet; upright, three (3 × 980 + 2 kerfs ≤ 2980)
    expect(nest([{ length: 1480, width: 980, quantity: 6 }], sheet, settings).sheets).toHaveLength(2))

  it('counts the rip cut and the cross cut of a single piece', () => {
    // rip the 500 mm strip off along the usable 2980 mm, cut the piece off it across 500 mm
    const nesting = nest([{ length: 1000, width: 500, quantity: 1 }], sheet, settings)
    expect(nesting.cutMetres).toBe(3.48)
    expect(nesting.sheets).toEqual([[{ x: 10, y: 10, length: 1000, width: 500, rotated: false, piece: 0 }]])
  })

  it('counts the cut down to a lower piece’s width in its strip', () =>
    // strip of 500: rip 2980, cross 500 after the first piece, cross 500 after the second and 1000 down to 300
    expect(
      nest(
        [
          { length: 1000, width: 500, quantity: 1 },
          { length: 1000, width: 300, quantity: 1 },
        ],
        sheet,
        settings,
      ).cutMetres,
    ).toBe(4.98))

  it('gives the pieces’ area in square metres', () =>
    expect(
      piecesArea([
        { length: 480, width: 320, quantity: 12 },
        { length: 1000, width: 500, quantity: 1 },
      ]),
    ).toBe(2.343))
})

describe('the price of a cut list', () => {
  const twoSheets: Nesting = { sheets: [[], []], cutMetres: 7.33 }

  it('bills the sheets at the price for that many sheets and the cut metres at the thickness’ rate', () => {
    const asked: number[] = []
    const price = cutListPrice(twoSheets, sheet, 'sawn', settings, (sheets) => {
      asked.push(sheets)
      return 89.9
    })
    expect(asked).toEqual([2])
    // 7.33 m × 1.20 € = 8.796 €, per sheet 4.398 € → 4.40 €
    expect(price).toEqual({
      sheets: 2,
      sheetPrice: 89.9,
      sheetTotal: 179.8,
      cutMetres: 7.33,
      cutChargePerSheet: 4.4,
      cutCharge: 8.8,
      total: 188.6,
    })
  })

  it('adds the milled edge’s surcharge at the next band for an odd thickness', () => {
    // 10.5 mm: 1.80 € + 0.90 € = 2.70 € per metre; 7.33 m → 19.791 €, per sheet 9.8955 € → 9.90 €
    const price = cutListPrice(twoSheets, { ...sheet, thickness: 10.5 }, 'milled', settings, () => 19.99)
    expect(price).toMatchObject({ cutChargePerSheet: 9.9, cutCharge: 19.8, sheetTotal: 39.98, total: 59.78 })
  })

  it('charges per metre by the thickness’ band, with the milled surcharge', () => {
    expect(cutChargePerMetre(10, 'sawn', settings)).toBe(1.2)
    expect(cutChargePerMetre(10.5, 'milled', settings)).toBe(2.7)
    expect(cutChargePerMetre(40, 'sawn', settings)).toBe(2.5)
  })

  it('sums in cents, without binary fractions', () => {
    const price = cutListPrice({ sheets: [[], [], []], cutMetres: 0.1 }, sheet, 'sawn', settings, () => 0.1)
    expect(price).toMatchObject({ sheetTotal: 0.3, cutChargePerSheet: 0.04, cutCharge: 0.12, total: 0.42 })
  })

  it('bills nothing for no sheets', () =>
    expect(cutListPrice({ sheets: [], cutMetres: 0 }, sheet, 'sawn', settings, () => 50).total).toBe(0))
})
