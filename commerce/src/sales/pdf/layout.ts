/**
 * The layout of an offer's or an order confirmation's PDF (A4, in a font the caller gives, embedded as a subset of
 * the glyphs the document uses): the letterhead, the addresses beside the document's facts, the title, the opening
 * text, the table of lines (its header repeated on every page it runs onto; a line cut to size with a small picture
 * of each sheet's cuts), the totals, payment terms and closing
 * text, and on every page a footer (the company's details in columns) with the page count. It lays out finished
 * texts (`PdfContent`): what they say, in which language and format, is document-pdf.ts's business.
 */
import fontkit from '@cantoo/fontkit'
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb } from '@cantoo/pdf-lib'
import { columnWidths, encodable, pageRows, wrapText } from './text'

export type Column = 'position' | 'sku' | 'name' | 'quantity' | 'price' | 'discount' | 'total' | 'delivery'

/** A sheet's nesting as drawn under its line: the sheet and each piece's place on it, in mm. */
export type SheetPicture = {
  length: number
  width: number
  pieces: { x: number; y: number; length: number; width: number }[]
}

/** A row of the table: its cells, and for a line cut to size a small picture of each sheet's cuts below them. */
export type TableRow = Record<Column, string> & { pictures?: SheetPicture[] }

export type PdfContent = {
  /** The PDF's metadata title, e.g. "Angebot AN-2026-00042, Version 2". */
  documentTitle: string
  /** The language of the texts (BCP 47), e.g. "de-DE". */
  language: string
  letterhead: { name: string; lines: string[] }
  addresses: { heading: string; lines: string[] }[]
  facts: { label: string; value: string }[]
  title: string
  /** Across every page of a draft (the preview), e.g. "ENTWURF". */
  watermark: string | null
  opening: string | null
  table: { headings: Record<Column, string>; rows: TableRow[] }
  totals: { label: string; value: string; grand?: boolean }[]
  /** Paragraphs after the totals: payment terms, the closing text. */
  texts: string[]
  /** Above the table on every page after the first. */
  runningHead: string
  /**
   * The footer's columns on every page, each a few short lines: the company and its contact, its legal details, its
   * bank account.
   */
  footer: string[][]
  pageLabel: (page: number, pages: number) => string
}

const PAGE = { width: 595.28, height: 841.89 }
const LEFT = 50
const RIGHT = PAGE.width - 50
const TOP = PAGE.height - 45
/** Where a page's content ends, above the footer. */
const BOTTOM = 84
/** The rule above the footer, the page's number above it on the right, the footer's first line below it. */
const FOOTER_RULE = 62
const FOOTER = { size: 7, leading: 8.5, top: FOOTER_RULE - 10 }

const INK = rgb(0.1, 0.1, 0.1)
const MUTED = rgb(0.4, 0.4, 0.4)
const RULE = rgb(0.72, 0.72, 0.72)
const SHADE = rgb(0.92, 0.92, 0.92)

const TABLE = { size: 8.5, leading: 10.5, padding: 3.5, gap: 3 }
/** A sheet's picture: its height, the gap beside and below it, the line of a cut. */
const PICTURE = { height: 26, gap: 5, line: 0.4 }
const TEXT = { size: 9.5, leading: 13 }

/**
 * The table's columns from left to right: least width (pt), alignment. A column is widened to its heading's longest
 * word, and the description takes what the others leave.
 */
const COLUMNS: { key: Column; width: number; align: 'left' | 'right' }[] = [
  { key: 'position', width: 24, align: 'left' },
  { key: 'sku', width: 54, align: 'left' },
  { key: 'name', width: 0, align: 'left' },
  { key: 'quantity', width: 58, align: 'right' },
  { key: 'price', width: 62, align: 'right' },
  { key: 'discount', width: 40, align: 'right' },
  { key: 'total', width: 64, align: 'right' },
  { key: 'delivery', width: 58, align: 'right' },
]

/** The font files (TrueType or OpenType), regular and bold, covering the same characters. */
export type FontFiles = { regular: ArrayBuffer | Uint8Array; bold: ArrayBuffer | Uint8Array }

type Fonts = { regular: PDFFont; bold: PDFFont }
type Style = { font: PDFFont; size: number; color?: ReturnType<typeof rgb> }

/** The document being laid out: its pages and where the next line goes on the last one. */
type Flow = {
  doc: PDFDocument
  fonts: Fonts
  content: PdfContent
  page: PDFPage
  y: number
  /** The table's column widths, in the order of COLUMNS. */
  widths: number[]
  /** Text as the fonts can write it. */
  fit: (text: string) => string
}

const measure = (style: Style) => (text: string) => style.font.widthOfTextAtSize(text, style.size)

/** The text's lines within `width`, each writable by the fonts. */
const linesOf = (flow: Flow, text: string, width: number, style: Style) =>
  wrapText(flow.fit(text), width, measure(style))

function draw(page: PDFPage, text: string, x: number, y: number, style: Style, align: 'left' | 'right' = 'left') {
  const width = align === 'right' ? measure(style)(text) : 0
  page.drawText(text, { x: x - width, y, font: style.font, size: style.size, color: style.color ?? INK })
}

const rule = (page: PDFPage, y: number, from = LEFT, to = RIGHT, thickness = 0.5) =>
  page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color: RULE })

/** A new page; after the first one it starts with the running head. */
function newPage(flow: Flow): void {
  flow.page = flow.doc.addPage([PAGE.width, PAGE.height])
  flow.y = TOP
  const style = { font: flow.fonts.bold, size: 9 }
  draw(flow.page, flow.fit(flow.content.runningHead), LEFT, flow.y, style)
  flow.y -= 22
}

/** Room for `height` more on the page, else a new page. */
function ensure(flow: Flow, height: number): void {
  if (flow.y - height < BOTTOM) newPage(flow)
}

/** Lines of text at `x`, from `y` down; the y below them. */
function block(flow: Flow, lines: readonly string[], x: number, y: number, style: Style, leading: number): number {
  lines.forEach((line, i) => {
    draw(flow.page, line, x, y - i * leading, style)
  })
  return y - lines.length * leading
}

/** The company's name and its address and contact lines, above a rule. */
function letterhead(flow: Flow): void {
  const { name, lines } = flow.content.letterhead
  draw(flow.page, flow.fit(name), LEFT, flow.y - 12, { font: flow.fonts.bold, size: 15 })
  const small = { font: flow.fonts.regular, size: 8, color: MUTED }
  const below = block(flow, lines.map(flow.fit), LEFT, flow.y - 27, small, 10.5)
  rule(flow.page, below + 2)
  flow.y = below - 22
}

/** The billing and shipping address side by side, the document's facts on the right. */
function addressesAndFacts(flow: Flow): void {
  const top = flow.y
  const heading = { font: flow.fonts.bold, size: 8, color: MUTED }
  const body = { font: flow.fonts.regular, size: 9.5 }
  const bottoms = flow.content.addresses.slice(0, 2).map((address, i) => {
    const x = LEFT + i * 158
    draw(flow.page, flow.fit(address.heading), x, top, heading)
    const lines = address.lines.flatMap((line) => linesOf(flow, line, 148, body))
    return block(flow, lines, x, top - 14, body, 12.5)
  })
  const label = { font: flow.fonts.regular, size: 8.5, color: MUTED }
  const value = { font: flow.fonts.bold, size: 8.5 }
  let y = top
  for (const fact of flow.content.facts) {
    const labels = linesOf(flow, fact.label, 68, label)
    const values = linesOf(flow, fact.value, RIGHT - 432, value)
    block(flow, labels, 362, y, label, 11)
    block(flow, values, 432, y, value, 11)
    y -= Math.max(labels.length, values.length, 1) * 11 + 2
  }
  flow.y = Math.min(y, ...bottoms) - 26
}

/** The document's title and the opening text. */
function titleAndOpening(flow: Flow): void {
  draw(flow.page, flow.fit(flow.content.title), LEFT, flow.y - 14, { font: flow.fonts.bold, size: 18 })
  flow.y -= 34
  if (flow.content.opening) paragraph(flow, flow.content.opening)
}

/** A paragraph of running text, across a page break where it must. */
function paragraph(flow: Flow, text: string): void {
  const style = { font: flow.fonts.regular, size: TEXT.size }
  for (const line of linesOf(flow, text, RIGHT - LEFT, style)) {
    ensure(flow, TEXT.leading)
    draw(flow.page, line, LEFT, flow.y - TEXT.size, style)
    flow.y -= TEXT.leading
  }
  flow.y -= 8
}

/** Each cell's lines, wrapped to its column; a cell's own line breaks kept. */
function cells(flow: Flow, row: Record<Column, string>, font: PDFFont): string[][] {
  const style = { font, size: TABLE.size }
  return COLUMNS.map((column, i) =>
    row[column.key]
      .split('\n')
      .flatMap((paragraph) => linesOf(flow, paragraph, (flow.widths[i] ?? 0) - 2 * TABLE.gap, style)),
  )
}

/** Where the description column starts, and its width. */
function nameColumn(flow: Flow): { x: number; width: number } {
  const index = COLUMNS.findIndex((column) => column.key === 'name')
  const before = flow.widths.slice(0, index).reduce((sum, width) => sum + width, 0)
  return { x: LEFT + before + TABLE.gap, width: (flow.widths[index] ?? 0) - 2 * TABLE.gap }
}

/** The pictures' places in the description column, left to right and wrapping: x, y below the cells, size in pt. */
function picturePlaces(flow: Flow, pictures: readonly SheetPicture[]) {
  const column = nameColumn(flow)
  let x = 0
  let y = 0
  return pictures.map((picture) => {
    const width = Math.min(column.width, (PICTURE.height * picture.length) / picture.width)
    if (x > 0 && x + width > column.width) {
      x = 0
      y += PICTURE.height + PICTURE.gap
    }
    const place = { picture, x: column.x + x, y, width, height: (width * picture.width) / picture.length }
    x += width + PICTURE.gap
    return place
  })
}

const picturesHeight = (flow: Flow, pictures: readonly SheetPicture[] = []) =>
  pictures.length === 0 ? 0 : Math.max(...picturePlaces(flow, pictures).map((p) => p.y + p.height)) + PICTURE.gap

/** Each sheet as a rectangle with its pieces inside, the sheet's length across. */
function drawPictures(flow: Flow, pictures: readonly SheetPicture[], top: number): void {
  for (const { picture, x, y, width, height } of picturePlaces(flow, pictures)) {
    const scale = width / picture.length
    const bottom = top - y - height
    flow.page.drawRectangle({ x, y: bottom, width, height, borderColor: MUTED, borderWidth: PICTURE.line })
    for (const piece of picture.pieces) {
      flow.page.drawRectangle({
        x: x + piece.x * scale,
        y: bottom + height - (piece.y + piece.width) * scale,
        width: piece.length * scale,
        height: piece.width * scale,
        color: SHADE,
        borderColor: INK,
        borderWidth: PICTURE.line,
      })
    }
  }
}

type LaidRow = { lines: string[][]; pictures?: SheetPicture[] }

/** The height of a row's cells: at least one line, none for a row of pictures only. */
function textHeight({ lines, pictures = [] }: LaidRow): number {
  const most = Math.max(0, ...lines.map((l) => l.length))
  if (most === 0 && pictures.length > 0) return TABLE.padding
  return Math.max(1, most) * TABLE.leading + 2 * TABLE.padding
}

const rowHeight = (flow: Flow, row: LaidRow) => textHeight(row) + picturesHeight(flow, row.pictures)

/** One row of the table at the flow's y: its cells, aligned per column, its pictures, and a rule below it. */
function tableRow(flow: Flow, { lines, pictures = [] }: LaidRow, style: Style, shaded: boolean): void {
  const height = rowHeight(flow, { lines, pictures })
  if (shaded) flow.page.drawRectangle({ x: LEFT, y: flow.y - height, width: RIGHT - LEFT, height, color: SHADE })
  let x = LEFT
  COLUMNS.forEach((column, i) => {
    const width = flow.widths[i] ?? 0
    const at = column.align === 'right' ? x + width - TABLE.gap : x + TABLE.gap
    ;(lines[i] ?? []).forEach((line, n) => {
      draw(flow.page, line, at, flow.y - TABLE.padding - TABLE.size - n * TABLE.leading + 1.5, style, column.align)
    })
    x += width
  })
  drawPictures(flow, pictures, flow.y - textHeight({ lines, pictures }))
  flow.y -= height
  rule(flow.page, flow.y)
}

/** The lines of the document, the header row on every page the table runs onto. */
function linesTable(flow: Flow): void {
  const { headings, rows } = flow.content.table
  const header = { lines: cells(flow, headings, flow.fonts.bold) }
  const headerHeight = rowHeight(flow, header)
  const bodies = rows.map((row) => ({ lines: cells(flow, row, flow.fonts.regular), pictures: row.pictures }))
  const spaceOnNewPage = TOP - 22 - BOTTOM - headerHeight
  const heights = bodies.map((body) => rowHeight(flow, body))
  const pages = pageRows(heights, flow.y - BOTTOM - headerHeight, spaceOnNewPage)
  pages.forEach((indices, p) => {
    if (p > 0) newPage(flow)
    if (indices.length === 0) return
    tableRow(flow, header, { font: flow.fonts.bold, size: TABLE.size }, true)
    for (const i of indices)
      tableRow(flow, bodies[i] ?? { lines: [] }, { font: flow.fonts.regular, size: TABLE.size }, false)
  })
  flow.y -= 12
}

/** The totals, right-aligned below the table, kept together on one page; the grand total in bold. */
function totals(flow: Flow): void {
  const leading = 14
  const height = flow.content.totals.length * leading + 12
  ensure(flow, height)
  const from = 330
  for (const total of flow.content.totals) {
    const style = { font: total.grand ? flow.fonts.bold : flow.fonts.regular, size: total.grand ? 10.5 : 9.5 }
    if (total.grand) {
      rule(flow.page, flow.y - 1, from, RIGHT, 0.8)
      flow.y -= 4
    }
    draw(flow.page, flow.fit(total.label), from, flow.y - style.size, style)
    draw(flow.page, flow.fit(total.value), RIGHT, flow.y - style.size, style, 'right')
    flow.y -= leading
  }
  flow.y -= 14
}

/** On every page: the page's number of all, a rule, the footer's columns; a draft's watermark across the page. */
function footers(doc: PDFDocument, flow: Flow): void {
  const pages = doc.getPages()
  const style = { font: flow.fonts.regular, size: FOOTER.size, color: MUTED }
  const columnWidth = (RIGHT - LEFT) / Math.max(3, flow.content.footer.length)
  const columns = flow.content.footer.map((column) =>
    column.flatMap((line) => linesOf(flow, line, columnWidth - 8, style)),
  )
  const watermark = flow.content.watermark && flow.fit(flow.content.watermark)
  pages.forEach((page, i) => {
    draw(page, flow.fit(flow.content.pageLabel(i + 1, pages.length)), RIGHT, FOOTER_RULE + 5, style, 'right')
    rule(page, FOOTER_RULE)
    columns.forEach((lines, c) => {
      lines.forEach((line, n) => {
        draw(page, line, LEFT + c * columnWidth, FOOTER.top - n * FOOTER.leading, style)
      })
    })
    if (watermark) {
      page.drawText(watermark, {
        x: 140,
        y: 250,
        size: 96,
        font: flow.fonts.bold,
        color: rgb(0.8, 0.1, 0.1),
        opacity: 0.12,
        rotate: degrees(40),
      })
    }
  })
}

/** The fonts embedded in the document, each as a subset of the glyphs it writes. */
async function embedFonts(doc: PDFDocument, files: FontFiles): Promise<Fonts> {
  doc.registerFontkit(fontkit)
  const [regular, bold] = await Promise.all([
    doc.embedFont(files.regular, { subset: true }),
    doc.embedFont(files.bold, { subset: true }),
  ])
  return { regular, bold }
}

/** The PDF's bytes, its texts in the given font. */
export async function renderDocumentPdf(content: PdfContent, fontFiles: FontFiles): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const fonts = await embedFonts(doc, fontFiles)
  const inBold = new Set(fonts.bold.getCharacterSet())
  const writable = new Set(fonts.regular.getCharacterSet().filter((codePoint) => inBold.has(codePoint)))
  const fit = (text: string) => encodable(text, (codePoint) => writable.has(codePoint))
  const headingWidth = measure({ font: fonts.bold, size: TABLE.size })
  const widths = columnWidths(
    COLUMNS.map((column) => ({
      least: column.width,
      heading: fit(content.table.headings[column.key]),
      flexible: column.key === 'name',
    })),
    RIGHT - LEFT,
    (word) => headingWidth(word) + 2 * TABLE.gap,
  )
  const page = doc.addPage([PAGE.width, PAGE.height])
  const flow: Flow = { doc, fonts, content, page, y: TOP, widths, fit }
  doc.setTitle(content.documentTitle)
  doc.setAuthor(content.letterhead.name)
  doc.setLanguage(content.language)
  letterhead(flow)
  addressesAndFacts(flow)
  titleAndOpening(flow)
  linesTable(flow)
  totals(flow)
  for (const text of content.texts) paragraph(flow, text)
  footers(doc, flow)
  // every object in one go: the default yields to the event loop every 50 objects, for nothing on a Worker
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY })
}
