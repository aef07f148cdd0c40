const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  times: '×',
  deg: '°',
  oslash: 'ø',
  Oslash: 'Ø',
  ndash: '–',
  mdash: '—',
  euro: '€',
  reg: '®',
  trade: '™',
  copy: '©',
  sup2: '²',
  sup3: '³',
  micro: 'µ',
  frac12: '½',
}

/** `&amp;`, `&#215;`, `&#xD7;` and the named entities above, decoded once (`&amp;lt;` stays `&lt;`). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1))
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : entity
    }
    return namedEntities[body] ?? entity
  })
}

/** A product name as shown: HTML entities decoded; a missing name or the literal text "undefined" is empty. */
export function productName(name: string | null | undefined): string {
  if (name == null) return ''
  const decoded = decodeHtmlEntities(name).trim()
  return decoded === 'undefined' ? '' : decoded
}
