/** German umlauts as they are written without them: "grün" and "gruen" are the same word, as "weiß" and "weiss". */
const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }
const HTML_TAG = /<[^>]*>/g

/**
 * Text normalisation shared by the search index (seed) and the quick-search query: lower case, German umlauts
 * written out (ä → ae, ö → oe, ü → ue, ß → ss, so either spelling finds the same), HTML tags removed. Other
 * diacritics (é, å, …) are folded by the FTS5 tokenizer (unicode61 remove_diacritics 2). Formats and grades are
 * written the way buyers type them as well: "2000x1000", "2000 x 1000" and "2000 × 1000" all become "2000 1000"
 * (thousands separators dropped: "1.000" and "1,000" are 1000), "PE1000" becomes "pe 1000".
 * No imports: the seed generator runs this file directly under Node.
 */
export function searchText(text: string): string {
  return text
    .replace(HTML_TAG, ' ')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüß]/g, (umlaut) => UMLAUTS[umlaut] ?? umlaut)
    .replace(/(\d)[.,](?=\d{3}(?!\d))/g, '$1')
    .replace(/(\d)\s*[x×*]\s*(?=\d)/g, '$1 ')
    .replace(/(\p{L})(?=\d)|(\d)(?=\p{L})/gu, '$1$2 ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** "grün" as a buyer types it on a keyboard without umlauts: "grun" (ß stays "ss", as it is typed without one). */
function plainSpelling(word: string): string {
  return word.replace(/[äöüÄÖÜ]/g, (umlaut) => umlaut.normalize('NFD').charAt(0))
}

/**
 * A text's spellings as the search compares them: written out ("gruen", which "grün" is searched as) and, where it
 * has umlauts, plain ("grun"). The index holds both, so all three spellings find the same; folding the query to one
 * common key instead would merge words that only the umlaut tells apart.
 */
export function searchSpellings(text: string): string[] {
  const written = searchText(text)
  const plain = searchText(plainSpelling(text.normalize('NFC')))
  return plain === written ? [written] : [written, plain]
}

/**
 * Word parts German joins into compounds: product nouns ("Pressplatte", "Rundstab", "Rundstäbe", both spellings),
 * the foam ("Hartschaumplatte", "PVC-Freischaum") and colours ("kieselgrau", "lichtgrau" are greys). Longer spellings
 * first, so "rundstaebe" is split at "staebe", not also at "stab".
 */
const COMPOUND_PARTS = ['platten', 'platte', 'staebe', 'stabe', 'stab', 'draht', 'schaum', 'grau']

/** The parts of a compound after its first three letters (its start is found by prefix already), in word order. */
function compoundParts(word: string): string[] {
  const found: { part: string; at: number }[] = []
  for (const part of COMPOUND_PARTS) {
    const at = word.indexOf(part, 3)
    const overlaps = found.some((other) => at < other.at + other.part.length && other.at < at + part.length)
    if (at >= 3 && !overlaps) found.push({ part, at })
  }
  return found.sort((a, b) => a.at - b.at).map(({ part }) => part)
}

/**
 * Index text with the parts of each German compound added after it, so that "Platte" also finds "Pressplatte",
 * "Schaum" every "Hartschaumplatte" and "grau" every grey (the tokenizer only splits on spaces and punctuation). A
 * colour family is the index's work, not a search synonym's: synonym groups are symmetric, and "kieselgrau" must not
 * find the dark grey.
 */
function withCompoundParts(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => [word, ...compoundParts(word)].join(' '))
}

/**
 * A text as the search index holds it: searchText, each word with umlauts followed by its plain spelling
 * ("grün-weiß" → "gruen-weiss grun-weiss": whole between spaces, so a phrase of its parts matches in either
 * spelling) and each compound by its parts. Applied to the index, not to the query.
 */
export function indexText(text: string): string {
  const spelt = text
    .replace(HTML_TAG, ' ')
    .normalize('NFC')
    .replace(/\S*[äöüÄÖÜ]\S*/g, (word) => `${word} ${plainSpelling(word)}`)
  return withCompoundParts(searchText(spelt))
}
