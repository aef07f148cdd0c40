/**
 * A request's number (Magento's increment id): digits only. A plain check for the pages' routes, which run in every
 * first visit's JavaScript; contract/request.ts builds the procedures' zod input on the same pattern.
 */
export const requestNumberPattern = /^\d{1,20}$/

export function isRequestNumber(text: string): boolean {
  return requestNumberPattern.test(text.trim())
}
