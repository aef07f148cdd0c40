import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstPaintModules } from '../../scripts/first-paint-modules'

/**
 * The styles outside the first paint (src/styles/beyond-first-paint.css) load only with the pages and panels that
 * import them. A rule there that a first-paint page needs would be missing from that page: every selector of theirs
 * must name a class that no first-paint module writes in any of its strings.
 */

const styles = 'src/styles'
const read = (path: string) => readFileSync(path, 'utf8')
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')

function beyondFirstPaintFiles(): string[] {
  const entry = join(styles, 'beyond-first-paint.css')
  return [...read(entry).matchAll(/@import "\.\/(.+?)";/g)].map((match) => join(dirname(entry), match[1] ?? ''))
}

/** Each rule's selector list, split into its selectors (`@media` blocks are walked through). */
function selectorsOf(css: string): string[] {
  return [...withoutComments(css).matchAll(/([^{}@;]+)\{[^{}]*\}/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map((selector) => selector.trim()),
  )
}

/** Every word of every string in the first-paint modules' code: class names, wherever a component writes them. */
function firstPaintWords(): Set<string> {
  const words = new Set<string>()
  for (const file of firstPaintModules()) {
    // untagged template literals only: t`…` and msg`…` are texts
    for (const literal of withoutComments(read(file)).matchAll(/'([^'\n]*)'|"([^"\n]*)"|(?<![\w.])`([^`]*)`/g)) {
      const text = literal[1] ?? literal[2] ?? literal[3] ?? ''
      for (const word of text.split(/[\s${}]+/)) if (word) words.add(word)
    }
  }
  return words
}

describe('the styles beyond the first paint', () => {
  const words = firstPaintWords()
  const classesOf = (selector: string) => [...selector.matchAll(/\.([\w-]+)/g)].map((match) => match[1] ?? '')

  it('name in every selector a class that no first-paint page or panel writes', () => {
    const needed = beyondFirstPaintFiles().flatMap((file) =>
      selectorsOf(read(file))
        .filter((selector) =>
          classesOf(selector).every((name) => words.has(name) || words.has(`${name.split('--')[0]}--`)),
        )
        .map((selector) => `${file}: ${selector}`),
    )
    expect(needed).toEqual([])
  })

  it('hold the account, request, wishlist and quick-order pages’ styles', () => {
    const files = beyondFirstPaintFiles()
    expect(files.length).toBeGreaterThanOrEqual(5)
    const classes = files.flatMap((file) => selectorsOf(read(file)).flatMap(classesOf))
    expect(classes).toEqual(
      expect.arrayContaining(['account-form', 'request-layout', 'my-wishlist__toolbar', 'quick-order__form']),
    )
  })
})
