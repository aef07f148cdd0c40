/**
 * Extracts every message from the source into the catalogs, then fails when a message has no German or English
 * translation, or when the two catalogs of a locale (first paint and the rest) translate the same message
 * differently: they are merged at run time, so one page's text would change once the other catalog loads.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const locales = ['de', 'en']

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] })

/** Joins a PO field that may continue over several quoted lines. */
function fieldValue(block: string, field: 'msgctxt' | 'msgid' | 'msgstr'): string | undefined {
  const match = block.match(new RegExp(`^${field} ((?:".*"\\n?)+)`, 'm'))
  return match?.[1]
    ?.split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as string)
    .join('')
}

let missing = 0
let differing = 0
for (const locale of locales) {
  const translated = new Map<string, { file: string; text: string }>()
  for (const file of readdirSync(`locales/${locale}`).filter((name) => name.endsWith('.po'))) {
    const catalog = readFileSync(`locales/${locale}/${file}`, 'utf8')
    for (const block of catalog.split(/\n\s*\n/)) {
      const id = fieldValue(block, 'msgid')
      if (!id) continue
      const text = fieldValue(block, 'msgstr')
      if (!text) {
        console.error(`locales/${locale}/${file}: no translation for "${id}"`)
        missing++
        continue
      }
      const key = `${fieldValue(block, 'msgctxt') ?? ''}\u0004${id}`
      const earlier = translated.get(key)
      if (earlier && earlier.text !== text) {
        console.error(`locales/${locale}: "${id}" is "${earlier.text}" in ${earlier.file} but "${text}" in ${file}`)
        differing++
      }
      translated.set(key, { file, text })
    }
  }
}

if (missing > 0) console.error(`${missing} message(s) lack a translation. Translate them in locales/*/*.po.`)
if (differing > 0) console.error(`${differing} message(s) are translated differently: give them one text.`)
if (missing > 0 || differing > 0) process.exit(1)
console.log(`Translations complete for ${locales.join(', ')}.`)
