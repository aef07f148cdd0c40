import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * UTF-8 decoded twice (an en dash shown as three characters, "a-circumflex, euro, quote"): text that was read as Latin-1 or Windows-1252 and written back
 * as UTF-8. Every text the shop, the desk, commerce and their catalogues hold is searched for it.
 */
const root = resolve(import.meta.dirname, '../..')
const BINARY = /\.(bin|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|pdf|gz|zip)$/i

/** The byte each character of a Windows-1252 (or Latin-1) reading stands for; null for characters beyond. */
const windows1252 = new Map(
  Array.from({ length: 0x80 }, (_, i) => [new TextDecoder('windows-1252').decode(Uint8Array.of(0x80 + i)), 0x80 + i]),
)
const byteOf = (char: string): number | null => {
  const code = char.codePointAt(0) ?? 0
  if (code >= 0x80 && code <= 0xff) return code
  return windows1252.get(char) ?? null
}

/** A lead byte's character followed by continuation bytes' characters, as a second decoding leaves them. */
const CANDIDATE =
  /[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013-\u203a\u20ac\u2122]+/g
const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** Each piece of `text` that is UTF-8 bytes shown as Windows-1252/Latin-1 characters. */
function doubleEncoded(text: string): string[] {
  return [...text.matchAll(CANDIDATE)]
    .map(([run]) => run)
    .filter((run) => {
      const bytes = [...run].map(byteOf)
      if (bytes.some((b) => b === null)) return false
      try {
        return strictUtf8.decode(Uint8Array.from(bytes as number[])).length > 0
      } catch {
        return false
      }
    })
}

describe('double-encoded UTF-8', () => {
  it('is recognised as such, and German and Polish text is not', () => {
    expect(doubleEncoded('5\u00e2\u0080\u00937 days')).toEqual(['\u00e2\u0080\u0093'])
    expect(doubleEncoded('5\u00e2\u20ac\u201c7 Tage')).toEqual(['\u00e2\u20ac\u201c'])
    expect(doubleEncoded('Gr\u00c3\u00b6\u00c3\u0178e')).toEqual(['\u00c3\u00b6', '\u00c3\u0178'])
    expect(doubleEncoded('5–7 Tage · Größe · Übermaß · Przędzalnia Żółw · „Zitat“ · 19 % · ±0,5 mm · 2 °C')).toEqual([])
  })

  it('is in none of the sources, catalogues and seeds', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !BINARY.test(file))
    const found = files.flatMap((file) =>
      doubleEncoded(readFileSync(resolve(root, file), 'utf8')).map((run) => `${file}: ${JSON.stringify(run)}`),
    )
    expect(found).toEqual([])
  })
})
