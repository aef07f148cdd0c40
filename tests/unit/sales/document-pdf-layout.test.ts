/** The document PDF's layout (commerce/src/sales/pdf-layout.ts) on finished texts: pages, the table, odd text. */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Column, FontFiles, PdfContent } from '../../../commerce/src/sales/pdf/layout'
import { renderDocumentPdf as render } from '../../../commerce/src/sales/pdf/layout'
import { pdfPageCount, pdfText, pdfTexts } from '../../integration/commerce/pdf-text'

/** The Worker's font (commerce/src/sales/pdf/embedded-fonts.ts), read as the Worker gets it: the files' bytes. */
const fontFile = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../../commerce/src/sales/pdf/fonts', name))
const FONTS: FontFiles = { regular: fontFile('noto-sans-regular.ttf.bin'), bold: fontFile('noto-sans-bold.ttf.bin') }
const renderDocumentPdf = (content: PdfContent) => render(content, FONTS)

const HEADINGS: Record<Column, string> = {
  position: 'Pos.',
  sku: 'Art.-Nr.',
  name: 'Bezeichnung',
  quantity: 'Menge',
  price: 'Einzelpreis',
  discount: 'Rabatt',
  total: 'Gesamt',
  delivery: 'Lieferung',
}

const row = (i: number): Record<Column, string> => ({
  position: String(i + 1),
  sku: `1000${i}`,
  name: `PVC-U Platte grau ${i} – 2000 × 1000 × ${i + 1} mm, extrudiert, mit Schutzfolie`,
  quantity: '12 Stück',
  price: '1.234,56\u00a0€',
  discount: i % 3 === 0 ? '5\u00a0%' : '',
  total: '14.814,72\u00a0€',
  delivery: 'KW 50/2026',
})

function content(lines: number, changes: Partial<PdfContent> = {}): PdfContent {
  return {
    documentTitle: 'Angebot AN-2026-00042, Version 2',
    language: 'de-DE',
    letterhead: { name: 'Polyplast Kunststoffe', lines: ['Gewerbestraße 12 · 33334 Gütersloh · Deutschland'] },
    addresses: [
      { heading: 'Rechnungsadresse', lines: ['Muster Kunststoff GmbH', 'Erika Muster', 'Industriestraße 4'] },
      { heading: 'Lieferadresse', lines: ['Muster Kunststoff GmbH', 'Werk 2', 'Hafenstraße 1'] },
    ],
    facts: [
      { label: 'Nummer', value: 'AN-2026-00042, Version 2' },
      { label: 'Gültig bis', value: '15.12.2026' },
    ],
    title: 'Angebot',
    watermark: null,
    opening: 'Vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen freibleibend an:',
    table: { headings: HEADINGS, rows: Array.from({ length: lines }, (_, i) => row(i)) },
    totals: [
      { label: 'Zwischensumme', value: '1.234,56\u00a0€' },
      { label: 'Gesamtbetrag', value: '1.469,13\u00a0€', grand: true },
    ],
    texts: ['Zahlungsbedingungen: 30 Tage netto.', 'Mit freundlichen Grüßen'],
    runningHead: 'Angebot AN-2026-00042, Version 2',
    footer: [
      ['Polyplast Kunststoffe', 'Gewerbestraße 12, 33334 Gütersloh', 'Tel. +49 5241 70 80-0'],
      ['Sitz der Gesellschaft: Gütersloh', 'Geschäftsführer: Anna Beispiel', 'USt-IdNr. DE 123 456 789'],
      ['Bankverbindung', 'Sparkasse Gütersloh', 'IBAN DE12 4785 0065 0000 1234 56', 'BIC WELADED1GTL'],
    ],
    pageLabel: (page, pages) => `Seite ${page} von ${pages}`,
    ...changes,
  }
}

const count = (texts: string[], text: string) => texts.filter((t) => t === text).length

describe('the document PDF', () => {
  it('is a PDF holding its texts with umlauts, ß and €', async () => {
    const pdf = await renderDocumentPdf(content(3))
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-')
    const text = await pdfText(pdf)
    for (const expected of ['Polyplast Kunststoffe', 'AN-2026-00042, Version 2', 'Industriestraße 4', '10002']) {
      expect(text).toContain(expected)
    }
    expect(text).toContain('1.469,13\u00a0€')
    expect(text).toContain('Seite 1 von 1')
    expect(await pdfPageCount(pdf)).toBe(1)
  })

  it('runs a long table onto further pages, its header row and the running head on each', async () => {
    const pdf = await renderDocumentPdf(content(60))
    const pages = await pdfPageCount(pdf)
    expect(pages).toBeGreaterThanOrEqual(3)
    const texts = await pdfTexts(pdf)
    expect(count(texts, 'Einzelpreis')).toBe(pages)
    expect(count(texts, 'Angebot AN-2026-00042, Version 2')).toBe(pages - 1)
    expect(texts).toContain(`Seite ${pages} von ${pages}`)
    // every line once, in order
    const skus = texts.filter((t) => /^1000\d+$/.test(t))
    expect(skus).toEqual(Array.from({ length: 60 }, (_, i) => `1000${i}`))
    expect(texts.indexOf('Gesamtbetrag')).toBeGreaterThan(texts.indexOf('100059'))
  })

  it('prints names in Latin with its extensions, Greek and Cyrillic as written, and stays small', async () => {
    const buyer = ['Łukasz Dąbrowski', 'Przędzalnia Żółw', 'ul. Piotrkowska 1', '90-001 Łódź']
    const consignee = ['Dmitrij / Дмитрий Иванов', 'Žilinská 5', '010 01 Žilina', 'Ελευθέριος Αθανασίου', 'İzmir Şişli']
    const pdf = await renderDocumentPdf(
      content(3, {
        addresses: [
          { heading: 'Rechnungsadresse', lines: buyer },
          { heading: 'Lieferadresse', lines: consignee },
        ],
      }),
    )
    const text = await pdfText(pdf)
    for (const line of [...buyer, ...consignee]) expect(text).toContain(line)
    expect(text).not.toContain('?')
    // the font's subset: only the glyphs the page uses
    expect(pdf.byteLength).toBeLessThan(60_000)
  })

  it('writes what the font lacks as "?" instead of failing, other spaces as a space', async () => {
    const pdf = await renderDocumentPdf(
      content(1, { opening: 'Pfeil → Haken ✓ 漢字 und eine Zeile\tmit Tab', title: 'Angebot\u202f(Entwurf)' }),
    )
    const text = await pdfText(pdf)
    expect(text).toContain('Pfeil ? Haken ? ?? und eine Zeile mit Tab')
    expect(text).toContain('Angebot (Entwurf)')
  })

  it('never breaks a column heading inside a word', async () => {
    const headings = {
      ...HEADINGS,
      quantity: 'Quantity',
      price: 'Unit price',
      discount: 'Discount',
      delivery: 'Delivery',
    }
    const texts = await pdfTexts(await renderDocumentPdf(content(3, { table: { headings, rows: [row(0)] } })))
    for (const heading of ['Quantity', 'Unit price', 'Discount', 'Delivery']) expect(texts).toContain(heading)
  })

  it('prints the legal footer on every page', async () => {
    const pdf = await renderDocumentPdf(content(60))
    const texts = await pdfTexts(pdf)
    const pages = await pdfPageCount(pdf)
    for (const line of ['Sitz der Gesellschaft: Gütersloh', 'IBAN DE12 4785 0065 0000 1234 56']) {
      expect(count(texts, line)).toBe(pages)
    }
  })

  it('marks a draft on every page', async () => {
    const texts = await pdfTexts(await renderDocumentPdf(content(60, { watermark: 'ENTWURF' })))
    expect(count(texts, 'ENTWURF')).toBeGreaterThanOrEqual(3)
  })

  it("makes room under a line cut to size for its sheets' pictures, across pages", async () => {
    const sheet = {
      length: 3000,
      width: 1500,
      pieces: [
        { x: 10, y: 10, length: 480, width: 320 },
        { x: 494, y: 10, length: 480, width: 320 },
      ],
    }
    const plain = content(20)
    const cut = content(20, {
      table: { headings: HEADINGS, rows: plain.table.rows.map((r) => ({ ...r, pictures: [sheet, sheet] })) },
    })
    const plainPages = await pdfPageCount(await renderDocumentPdf(plain))
    expect(await pdfPageCount(await renderDocumentPdf(cut))).toBeGreaterThan(plainPages)
    const skus = (await pdfTexts(await renderDocumentPdf(cut))).filter((t) => /^1000\d+$/.test(t))
    expect(skus).toEqual(Array.from({ length: 20 }, (_, i) => `1000${i}`))
  })
})
