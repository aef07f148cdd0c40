/**
 * The cart's quantity fields that hold what no line takes (empty, 0, letters, …). The next step (the request)
 * waits until they are corrected, so that nothing typed is lost by moving on: it takes the buyer to the first of
 * them in its own cart view (the page or the sidebar), which then says why.
 */
interface RefusedField {
  field: HTMLInputElement
  /** Shows the field's message. */
  say: () => void
}

const refused = new Map<HTMLInputElement, RefusedField>()

/** `say` while the field holds what no line takes, null once it holds a quantity again (or is gone). */
export function markQuantityRefused(field: HTMLInputElement | null, say: (() => void) | null): void {
  if (!field) return
  if (say) refused.set(field, { field, say })
  else refused.delete(field)
}

const inPageOrder = (a: RefusedField, b: RefusedField) =>
  a.field.compareDocumentPosition(b.field) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1

/** The first refused quantity field, in page order, inside `view`. */
export function firstRefusedQuantityField(view: Element): RefusedField | undefined {
  return [...refused.values()].filter(({ field }) => field.isConnected && view.contains(field)).sort(inPageOrder)[0]
}
