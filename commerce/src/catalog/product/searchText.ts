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
