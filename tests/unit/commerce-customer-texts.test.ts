/**
 * Every English text the customer, newsletter and e-mail domains answer or mail has its German entry (Magento's
 * de_DE wording), so the German store view never falls back to English.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { customerTranslations } from '../../commerce/src/customer/translations'
import { emailTranslations } from '../../commerce/src/email/translations'
import { newsletterTranslations } from '../../commerce/src/newsletter/translations'

const ROOT = join(import.meta.dirname, '../../commerce/src')
const german = { ...customerTranslations.de_DE, ...newsletterTranslations.de_DE, ...emailTranslations.de_DE }

/** The literal texts passed to `__()` or to an exception, and the exported message constants. */
function englishTexts(domain: string): string[] {
  const texts: string[] = []
  for (const file of readdirSync(join(ROOT, domain)).filter((f) => f.endsWith('.ts') && f !== 'translations.ts')) {
    const source = readFileSync(join(ROOT, domain, file), 'utf8')
    const literal = /(?:__\(|Exception\(|message: __\()\s*(['"])((?:(?!\1).)+)\1/g
    for (const match of source.matchAll(literal)) texts.push(match[2] ?? '')
    for (const match of source.matchAll(/export const [A-Z_]+ =\s*(['"])((?:(?!\1).)+)\1/g)) texts.push(match[2] ?? '')
  }
  return texts.map((t) => t.replaceAll("\\'", "'"))
}

describe('German texts of the customer domains', () => {
  it.each(['customer', 'newsletter', 'email'])('%s: every English text has a German entry', (domain) => {
    const texts = englishTexts(domain)
    expect(texts.length).toBeGreaterThan(0)
    expect(texts.filter((text) => !(text in german))).toEqual([])
  })
})
