/**
 * Every English text a commerce domain answers or mails has its German entry (Magento's de_DE wording), so the German
 * store view never falls back to English.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { modules } from '../../commerce/src/modules'

const ROOT = join(import.meta.dirname, '../../commerce/src')
/** Answered before the request's store view is known, so always in the source language (as Magento does). */
const BEFORE_STORE_VIEW = new Set(['Requested store is not found'])

const german: Record<string, string> = Object.assign({}, ...modules.map((module) => module.translations?.de_DE))
const domains = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'kernel')
  .map((entry) => entry.name)

/** The literal texts passed to `__()` or to an exception, and the exported message constants. */
function englishTexts(domain: string): string[] {
  const texts: string[] = []
  for (const file of readdirSync(join(ROOT, domain)).filter((f) => f.endsWith('.ts') && f !== 'translations.ts')) {
    const source = readFileSync(join(ROOT, domain, file), 'utf8')
    const literal = /(?:__\(|Exception\(|message: __\()\s*(['"])((?:\\.|(?!\1).)+)\1/g
    for (const match of source.matchAll(literal)) texts.push(match[2] ?? '')
    for (const match of source.matchAll(/export const [A-Z_]+ =\s*(['"])((?:\\.|(?!\1).)+ (?:\\.|(?!\1).)+)\1/g)) {
      texts.push(match[2] ?? '')
    }
  }
  return texts.map((t) => t.replaceAll("\\'", "'").replaceAll('\\"', '"')).filter((t) => !BEFORE_STORE_VIEW.has(t))
}

describe('German texts of the commerce domains', () => {
  it.each(domains)('%s: every English text has a German entry', (domain) => {
    expect(englishTexts(domain).filter((text) => !(text in german))).toEqual([])
  })
})
