/**
 * Resolves once the browser has painted the frame that is due: work awaited after it (a route's render of a new URL)
 * no longer holds up the paint that answers a tap. A hidden page paints nothing, so there it resolves at once.
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}
