/** Page numbers to link, with null for a gap: first, last, and two either side of the current page. */
export function paginationItems(page: number, totalPages: number, around = 2): (number | null)[] {
  if (totalPages <= 1) return []
  const pages = new Set<number>([1, totalPages])
  for (let p = Math.max(1, page - around); p <= Math.min(totalPages, page + around); p++) pages.add(p)
  const sorted = [...pages].sort((a, b) => a - b)
  const items: (number | null)[] = []
  for (const [index, p] of sorted.entries()) {
    const previous = sorted[index - 1]
    if (previous !== undefined && p - previous > 1) items.push(p - previous === 2 ? p - 1 : null)
    items.push(p)
  }
  return items
}
