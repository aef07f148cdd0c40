/**
 * The cart's quantity fields that hold what no line takes (empty, 0, letters, …): each says why at the field, and
 * the next step (the request) waits until they are corrected, so that nothing typed is lost by moving on.
 */
const refusedFields = new Set<HTMLInputElement>()

export function markQuantityRefused(field: HTMLInputElement | null, refused: boolean): void {
  if (!field) return
  if (refused) refusedFields.add(field)
  else refusedFields.delete(field)
}

/** The first refused quantity field still on the page. */
export function firstRefusedQuantityField(): HTMLInputElement | undefined {
  for (const field of refusedFields) {
    if (field.isConnected) return field
    refusedFields.delete(field)
  }
  return undefined
}
