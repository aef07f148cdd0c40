/** A CSV's rows of cells, as RFC 4180 reads them (a quoted cell may hold the separator, line breaks and ""). */
export function csvCells(csv: string, separator: ';' | ','): string[][] {
  const text = csv.replace(/^\uFEFF/, '')
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === separator) {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell])
      row = []
      cell = ''
      i++
    } else cell += c
  }
  return rows
}
