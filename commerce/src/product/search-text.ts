/**
 * Text normalisation shared by the search index (seed) and the quick-search query: lower case, ß → ss, HTML tags
 * removed. Diacritics are folded by the FTS5 tokenizer (unicode61 remove_diacritics 2), so "Stäbe" finds "stabe".
 * No imports: the seed generator runs this file directly under Node.
 */
export function searchText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Product nouns that German joins onto a word: "Pressplatte", "Rundstab", "Schweißdraht". */
const COMPOUND_HEADS = ['platten', 'platte', 'stäbe', 'stab', 'draht']

/**
 * Index text with the head of each German compound added after it, so that "Platte" also finds "Pressplatte"
 * (the tokenizer only splits on spaces and punctuation). Applied to the index, not to the query.
 */
export function withCompoundHeads(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const head = COMPOUND_HEADS.find((noun) => word.length > noun.length + 2 && word.endsWith(noun))
    return head ? `${word} ${head}` : word
  })
}
