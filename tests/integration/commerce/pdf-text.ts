/**
 * The text a PDF shows, read the way a PDF reader reads it: every content stream inflated (pdf-lib writes them
 * FlateDecode-compressed, as the customer gets them) and its text-showing operators decoded from WinAnsi (the
 * encoding of the standard fonts). One string per text drawn, in drawing order. Enough for the PDFs pdf-lib writes
 * with standard fonts (each text a hex string shown with Tj); runs in workerd and in Node alike.
 */

/** The bytes 0x80–0x9F of WinAnsi (Windows-1252) where they differ from Latin-1. */
const WIN_ANSI: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
}

const winAnsi = (bytes: readonly number[]) => bytes.map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('')

/** One character per byte, so that string positions are byte positions. */
function binary(bytes: Uint8Array): string {
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return text
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes.slice()]).stream().pipeThrough(new DecompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** The streams of the PDF, inflated where compressed. */
async function streams(pdf: Uint8Array): Promise<string[]> {
  const file = binary(pdf)
  const found: Promise<string>[] = []
  for (const match of file.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? '')?.[1])
    const start = (match.index ?? 0) + match[0].length
    const raw = pdf.subarray(start, start + length)
    found.push(/\/FlateDecode/.test(match[1] ?? '') ? inflate(raw).then(binary) : Promise.resolve(binary(raw)))
  }
  return Promise.all(found)
}

export async function pdfTexts(pdf: Uint8Array): Promise<string[]> {
  const texts: string[] = []
  for (const stream of await streams(pdf)) {
    for (const [, hex = ''] of stream.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) {
      const digits = hex.replace(/\s/g, '')
      texts.push(
        winAnsi(Array.from({ length: digits.length / 2 }, (_, i) => parseInt(digits.slice(2 * i, 2 * i + 2), 16))),
      )
    }
  }
  return texts
}

/** The PDF's texts joined by line breaks, for `toContain`. */
export const pdfText = async (pdf: Uint8Array) => (await pdfTexts(pdf)).join('\n')

/** The number of pages: the `/Type /Page` objects, in the file or in its compressed object streams. */
export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  const count = (text: string) => text.match(/\/Type \/Page\b/g)?.length ?? 0
  return [binary(pdf), ...(await streams(pdf))].reduce((sum, text) => sum + count(text), 0)
}
