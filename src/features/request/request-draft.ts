/**
 * What a buyer typed into the request form (their order number and message), kept in the tab's session storage
 * while they write, so a reload or a detour to the cart does not lose it. Forgotten once the request is sent.
 */
export interface RequestDraft {
  purchaseOrderNumber: string
  message: string
}

const KEY = 'request.draft'

export function keepRequestDraft({ purchaseOrderNumber = '', message = '' }: Partial<RequestDraft>): void {
  if (purchaseOrderNumber === '' && message === '') sessionStorage.removeItem(KEY)
  else sessionStorage.setItem(KEY, JSON.stringify({ purchaseOrderNumber, message }))
}

export function forgetRequestDraft(): void {
  sessionStorage.removeItem(KEY)
}

/** The kept draft; null when there is none (or it cannot be read). */
export function requestDraft(): RequestDraft | null {
  const stored = sessionStorage.getItem(KEY)
  if (!stored) return null
  try {
    const value: unknown = JSON.parse(stored)
    return isRequestDraft(value) ? value : null
  } catch {
    return null
  }
}

function isRequestDraft(value: unknown): value is RequestDraft {
  const candidate = value as Partial<RequestDraft> | null
  return typeof candidate?.purchaseOrderNumber === 'string' && typeof candidate.message === 'string'
}
