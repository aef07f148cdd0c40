/**
 * Magento's search synonyms: a query word that belongs to a synonym group also finds the group's other words and
 * phrases, so "Platte" finds the English "sheet" on /en and "welding rod" finds "Schweißdraht" on /de.
 */
import type { Database } from '../kernel/database'
import { IsolateCache } from '../kernel/isolate-cache'
import { inList } from '../kernel/lists'
import { searchSpellings } from './search-text'
import { searchSynonyms } from './tables'

/**
 * A group's entry as the quick search sees it: the tokens it is searched as (umlauts written out) and the keys a
 * query word matches it by, one per spelling ("stäbe": "staebe" and "stabe"; the index holds both spellings, so the
 * search needs only one).
 */
type SynonymEntry = { tokens: string[]; keys: string[] }
export type SynonymGroup = SynonymEntry[]

/** A query word or index phrase split the way the FTS5 tokenizer splits it (letters and digits). */
export function tokensOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

/** Synonym groups by store view, kept per isolate as the other search metadata is (kernel/isolate-cache.ts). */
const synonymGroups = new IsolateCache<number, SynonymGroup[]>()

/** The groups of the store view and of all store views (store_id 0), read once per isolate and store view. */
export function loadSynonymGroups(db: Database, storeId: number): Promise<SynonymGroup[]> {
  return synonymGroups.get(storeId, () => readSynonymGroups(db, storeId))
}

async function readSynonymGroups(db: Database, storeId: number): Promise<SynonymGroup[]> {
  const rows = await db
    .select({ synonyms: searchSynonyms.synonyms })
    .from(searchSynonyms)
    .where(inList(searchSynonyms.store_id, [0, storeId]))
  return rows.map((row) =>
    row.synonyms
      .split(',')
      .map(synonymEntry)
      .filter((entry) => entry.tokens.length > 0),
  )
}

function synonymEntry(text: string): SynonymEntry {
  const spellings = searchSpellings(text).map(tokensOf)
  return { tokens: spellings[0] ?? [], keys: spellings.map(keyOf) }
}

/** Tokens compared as the FTS5 tokenizer compares them: diacritics folded ("Acrylglas" is "acrylglás"). */
function keyOf(tokens: string[]): string {
  return tokens.join(' ').normalize('NFD').replace(/\p{M}/gu, '')
}

/** The other entries of every group that holds the word (given as its tokens). */
export function synonymsOf(word: string[], groups: readonly SynonymGroup[]): string[][] {
  const key = keyOf(word)
  const matches = (entry: SynonymEntry) => entry.keys.includes(key)
  return groups
    .filter((group) => group.some(matches))
    .flatMap((group) => group.filter((entry) => !matches(entry)).map((entry) => entry.tokens))
}
