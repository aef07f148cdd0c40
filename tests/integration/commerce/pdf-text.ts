/**
 * The text a PDF shows, read the way a PDF reader reads it: page by page, each content stream decoded (pdf-lib
 * writes them FlateDecode-compressed, as the customer gets them) and each text-showing operator's glyphs turned into
 * characters through its font's ToUnicode map — the map a reader uses for copying and searching, so a glyph the map
 * lacks reads as U+FFFD. One string per text drawn, in drawing order. Enough for the PDFs pdf-lib writes (each text
 * a hex string of two-byte glyph ids shown with Tj in an embedded font); runs in workerd and in Node alike.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  type PDFPage,
  PDFRawStream,
} from '@cantoo/pdf-lib'

type ToUnicode = Map<number, string>

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')
const hexNumber = (hex: string) => Number.parseInt(hex, 16)
/** A CMap's destination: UTF-16BE in hex. */
function utf16(hex: string): string {
  const units = hex.match(/[0-9A-Fa-f]{4}/g) ?? []
  return String.fromCharCode(...units.map(hexNumber))
}

/** A ToUnicode CMap's `bfchar` and `bfrange` entries (a range to one start value or to a list of values). */
function parseToUnicode(cmap: string): ToUnicode {
  const map: ToUnicode = new Map()
  for (const [, body = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from = '', to = ''] of body.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(hexNumber(from), utf16(to))
    }
  }
  for (const [, body = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low = '', high = '', to = ''] of body.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const list = to.startsWith('[') ? [...to.matchAll(/<([0-9A-Fa-f]+)>/g)].map((m) => utf16(m[1] ?? '')) : null
      const start = list ? 0 : hexNumber(to.slice(1, -1))
      for (let code = hexNumber(low); code <= hexNumber(high); code++) {
        const offset = code - hexNumber(low)
        map.set(code, list ? (list[offset] ?? '\ufffd') : String.fromCodePoint(start + offset))
      }
    }
  }
  return map
}

/** The decoded bytes of a stream (given directly or by reference), one character per byte. */
function streamText(doc: PDFDocument, object: PDFObject): string {
  const stream = doc.context.lookup(object)
  if (!(stream instanceof PDFRawStream)) throw new Error(`not a stream: ${object}`)
  return latin1(decodePDFRawStream(stream).decode())
}

/** The page's fonts by their resource name, as ToUnicode maps. */
function pageFonts(doc: PDFDocument, page: PDFPage): Map<string, ToUnicode> {
  const fonts = new Map<string, ToUnicode>()
  const dict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict)
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict)
    const cmap = font.get(PDFName.of('ToUnicode'))
    fonts.set(name.decodeText(), cmap ? parseToUnicode(streamText(doc, cmap)) : new Map())
  }
  return fonts
}

/** The page's content streams, decoded, in order. */
function pageContents(doc: PDFDocument, page: PDFPage): string[] {
  const contents = page.node.Contents()
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : []
  return streams.map((stream) => streamText(doc, stream))
}

export async function pdfTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf)
  const texts: string[] = []
  for (const page of doc.getPages()) {
    const fonts = pageFonts(doc, page)
    let font: ToUnicode = new Map()
    for (const content of pageContents(doc, page)) {
      for (const [, name, hex] of content.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj/g)) {
        if (name) font = fonts.get(name) ?? new Map()
        if (hex === undefined) continue
        const glyphs = hex.replace(/\s/g, '').match(/.{4}/g) ?? []
        texts.push(glyphs.map((glyph) => font.get(hexNumber(glyph)) ?? '\ufffd').join(''))
      }
    }
  }
  return texts
}

/** The PDF's texts joined by line breaks, for `toContain`. */
export const pdfText = async (pdf: Uint8Array) => (await pdfTexts(pdf)).join('\n')

export const pdfPageCount = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount()
