/**
 * Magento's search synonyms: a query word that belongs to a synonym group also finds the group's other words and
 * phrases, so "Platte" finds the English "sheet" on /en and "welding rod" finds "Schweißdraht" on /de.
 */
import { inArray } from 'drizzle-orm'
import type { Database } from '../kernel/database'
import { searchText } from './search-text'
import { searchSynonyms } from './tables'

/** A group's entries as the quick search sees them: each entry its tokens. */
export type SynonymGroup = string[][]

/** A query word or index phrase split the way the FTS5 tokenizer splits it (letters and digits). */
export function tokensOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

/** The groups of the store view and of all store views (store_id 0). */
export async function loadSynonymGroups(db: Database, storeId: number): Promise<SynonymGroup[]> {
  const rows = await db
    .select({ synonyms: searchSynonyms.synonyms })
    .from(searchSynonyms)
    .where(inArray(searchSynonyms.store_id, [0, storeId]))
  return rows.map((row) =>
    row.synonyms
      .split(',')
      .map((entry) => tokensOf(searchText(entry)))
      .filter((tokens) => tokens.length > 0),
  )
}

/** Tokens compared as the FTS5 tokenizer compares them: diacritics folded ("Acrylglas" is "acrylglás"). */
function keyOf(tokens: string[]): string {
  return tokens.join(' ').normalize('NFD').replace(/\p{M}/gu, '')
}

/** The other entries of every group that holds the word (given as its tokens). */
export function synonymsOf(word: string[], groups: readonly SynonymGroup[]): string[][] {
  const key = keyOf(word)
  return groups
    .filter((group) => group.some((entry) => keyOf(entry) === key))
    .flatMap((group) => group.filter((entry) => keyOf(entry) !== key))
}
