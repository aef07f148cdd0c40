/**
 * The pure parts of the document PDF's layout: text the standard fonts can write, lines wrapped to a width, and the
 * table's rows shared out over pages. No PDF library here, so each is unit-tested on its own
 * (tests/unit/sales/document-pdf-layout.test.ts).
 */

/** Spaces the standard fonts lack, written as the space they stand for. */
const SPACES = /[\u2000-\u200a\u202f\u205f\u3000]/g
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g
/** Look-alikes of characters the WinAnsi encoding has. */
const LOOK_ALIKES: Record<string, string> = { '\u2010': '-', '\u2011': '-', '\u2212': '-', '\u2043': '-' }
const REPLACEMENT = '?'

/**
 * Text as a font with WinAnsi encoding can write it (the PDF's standard fonts: ä ö ü ß € – „ “ are there): composed
 * (NFC, so a decomposed "ü" is one character), control characters and tabs as spaces, invisible characters dropped,
 * and every other character the font lacks as "?", so no text of a buyer or clerk can break the render.
 */
export function encodable(text: string, has: (codePoint: number) => boolean): string {
  let out = ''
  const normalised = text
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this replaces
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(SPACES, ' ')
    .replace(INVISIBLE, '')
  for (const char of normalised) {
    const mapped = LOOK_ALIKES[char] ?? char
    out += has(mapped.codePointAt(0) ?? 0) ? mapped : REPLACEMENT
  }
  return out
}

/** Splits a word wider than `width` into pieces that fit (at least one character each). */
function splitWord(word: string, width: number, measure: (text: string) => number): string[] {
  const pieces: string[] = []
  let piece = ''
  for (const char of word) {
    if (piece && measure(piece + char) > width) {
      pieces.push(piece)
      piece = char
    } else piece += char
  }
  return piece ? [...pieces, piece] : pieces
}

/**
 * The text as lines no wider than `width` (as `measure` measures it): the text's own line breaks kept, words kept
 * whole where they fit, a word wider than a line split. An empty text is no line.
 */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split(/\r?\n/)) {
    let line = ''
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (measure(candidate) <= width) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      const pieces = measure(word) <= width ? [word] : splitWord(word, width, measure)
      line = pieces.pop() ?? ''
      lines.push(...pieces)
    }
    lines.push(line)
  }
  while (lines.length > 0 && lines.at(-1) === '') lines.pop()
  return lines
}

/**
 * The table's rows shared out over pages, in order: the first page has `firstPage` of height for rows, every
 * further page `nextPage`. A row goes to the next page when it does not fit in what is left; a row taller than a
 * whole page gets a page of its own rather than none. Answers the row indices of each page; the first page's list is
 * empty when not even the first row fits below its header.
 */
export function pageRows(heights: readonly number[], firstPage: number, nextPage: number): number[][] {
  const pages: number[][] = [[]]
  let space = firstPage
  heights.forEach((height, index) => {
    const page = pages.at(-1) as number[]
    const startsAPage = page.length === 0 && pages.length > 1
    if (height > space && !startsAPage) {
      pages.push([index])
      space = nextPage - height
    } else {
      page.push(index)
      space -= height
    }
  })
  return pages
}
