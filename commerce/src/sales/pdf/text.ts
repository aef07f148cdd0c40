/**
 * The pure parts of the document PDF's layout: text the font can write, lines wrapped to a width, the table's column
 * widths, and the table's rows shared out over pages. No PDF library here, so each is unit-tested on its own
 * (tests/unit/sales/document-pdf-layout.test.ts).
 */

/** Spaces of other widths, written as the space they stand for. */
const SPACES = /[\u2000-\u200a\u202f\u205f\u3000]/g
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g
/** Look-alikes for dashes a font may lack. */
const LOOK_ALIKES: Record<string, string> = { '\u2010': '-', '\u2011': '-', '\u2212': '-', '\u2043': '-' }
const REPLACEMENT = '?'

/**
 * Text as a font that `has` some characters can write it: composed (NFC, so a decomposed "ü" or "ą" is one
 * character), control characters and tabs as spaces, invisible characters dropped, a dash the font lacks as "-", and
 * every other character the font lacks as "?", so no text of a buyer or clerk can break the render.
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
    const written = has(char.codePointAt(0) ?? 0) ? char : LOOK_ALIKES[char]
    out += written && has(written.codePointAt(0) ?? 0) ? written : REPLACEMENT
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
 * The table's column widths within `total`: each column its least width, widened to its heading's longest word
 * (`wordWidth` measures a word with the room around it), so that no heading breaks inside a word; the flexible
 * column takes what the others leave.
 */
export function columnWidths(
  columns: readonly { least: number; heading: string; flexible: boolean }[],
  total: number,
  wordWidth: (word: string) => number,
): number[] {
  const widths = columns.map((column) =>
    column.flexible ? 0 : Math.max(column.least, ...column.heading.split(/\s+/).filter(Boolean).map(wordWidth)),
  )
  const rest = total - widths.reduce((sum, width) => sum + width, 0)
  return columns.map((column, i) => (column.flexible ? rest : (widths[i] ?? 0)))
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
