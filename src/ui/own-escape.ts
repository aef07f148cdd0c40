/**
 * A part inside a panel that handles Escape itself (an editor opened in a cart line) is marked with these props: the
 * key closes that part, and the panel around it stays open (./dialog-panel.tsx).
 */
export const ownEscape = { 'data-own-escape': '' } as const

/** Whether Escape pressed on `target` belongs to such a part. */
export function isOwnEscape(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-own-escape]') !== null
}
