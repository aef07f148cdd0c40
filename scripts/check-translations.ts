/**
 * Extracts every message from the source into the catalogs, then fails when a
 * message has no German or English translation.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const locales = ['de', 'en']

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] })

/** Joins a PO field that may continue over several quoted lines. */
function fieldValue(block: string, field: 'msgid' | 'msgstr'): string | undefined {
  const match = block.match(new RegExp(`^${field} ((?:".*"\\n?)+)`, 'm'))
  return match?.[1]
    ?.split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as string)
    .join('')
}

let missing = 0
for (const locale of locales) {
  for (const file of readdirSync(`locales/${locale}`).filter((name) => name.endsWith('.po'))) {
    const catalog = readFileSync(`locales/${locale}/${file}`, 'utf8')
    for (const block of catalog.split(/\n\s*\n/)) {
      const id = fieldValue(block, 'msgid')
      if (!id) continue
      if (!fieldValue(block, 'msgstr')) {
        console.error(`locales/${locale}/${file}: no translation for "${id}"`)
        missing++
      }
    }
  }
}

if (missing > 0) {
  console.error(`${missing} message(s) lack a translation. Translate them in locales/*/*.po.`)
  process.exit(1)
}
console.log(`Translations complete for ${locales.join(', ')}.`)
