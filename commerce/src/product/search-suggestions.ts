/**
 * "Did you mean" (Magento's `products.suggestions`): for a search that finds nothing, the search with each mistyped
 * word replaced by the nearest word the search knows, of the index's vocabulary or of the search synonyms
 * ("kiselgrau" → "kieselgrau", "Polypropilen" → "polypropylen"), offered only when that search finds products.
 */
import type { Database } from '../kernel/database'
import { ftsQuery } from './product-search'
import type { SynonymGroup } from './search-synonyms'
import { searchText } from './search-text'

/** Typos a word may hold: one in a short word, two from eight letters on. */
const allowedEdits = (word: string) => (word.length >= 8 ? 2 : 1)
/** Shorter words are grades and abbreviations ("pp", "hd"), not words to correct. */
const MIN_LENGTH = 4

export async function searchSuggestions(
  db: Database,
  storeId: number,
  search: string,
  groups: readonly SynonymGroup[],
): Promise<string[]> {
  const words = searchText(search).split(' ')
  const synonyms = groups.flatMap((group) => group.flatMap((entry) => entry.tokens))
  const corrected = await Promise.all(words.map((word) => correction(db, word, synonyms)))
  if (corrected.every((word, i) => word === words[i])) return []
  const suggestion = corrected.join(' ')
  const match = ftsQuery(suggestion, groups)
  if (!match) return []
  const found = await db.$client
    .prepare('SELECT 1 FROM catalogsearch_fulltext WHERE catalogsearch_fulltext MATCH ? AND store_id = ? LIMIT 1')
    .bind(match, storeId)
    .first()
  return found ? [suggestion] : []
}

/**
 * The word, or the nearest word the search knows (of the index, ties: the more frequent, or of a search synonym)
 * when none starts with it.
 */
async function correction(db: Database, word: string, synonyms: readonly string[]): Promise<string> {
  if (word.length < MIN_LENGTH || !/^\p{L}+$/u.test(word)) return word
  const edits = allowedEdits(word)
  // A typo rarely hits the first letter; the range keeps the read to one letter of the vocabulary.
  const { results } = await db.$client
    .prepare(
      `SELECT term FROM catalogsearch_fulltext_vocabulary
       WHERE term >= ?1 AND term < ?2 AND length(term) BETWEEN ?3 AND ?4 ORDER BY doc DESC`,
    )
    .bind(word[0], `${word[0]}\u{10ffff}`, word.length - edits, word.length + edits)
    .all<{ term: string }>()
  const length = (term: string) => Math.abs(term.length - word.length) <= edits
  const terms = [...results.map((row) => row.term), ...synonyms.filter((term) => term[0] === word[0] && length(term))]
  if (terms.some((term) => term.startsWith(word))) return word
  let best = word
  let bestDistance = edits + 1
  for (const term of terms) {
    const distance = editDistance(word, term)
    if (distance < bestDistance) [best, bestDistance] = [term, distance]
  }
  return best
}

/** Levenshtein distance, a swap of neighbours counting as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[]
    const above = rows[i - 1] as number[]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1)
    }
  }
  return (rows[a.length] as number[])[b.length] as number
}
