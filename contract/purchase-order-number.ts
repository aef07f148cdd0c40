/**
 * The buyer's own order number on a request. A plain check for the order history's route, which runs in every first
 * visit's JavaScript; contract/request.ts builds the procedures' zod input on the same limit.
 */
export const PURCHASE_ORDER_NUMBER_MAX = 40

/** The order number as the order history searches it: trimmed, or undefined when blank or too long. */
export function purchaseOrderNumberSearch(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed && trimmed.length <= PURCHASE_ORDER_NUMBER_MAX ? trimmed : undefined
}
