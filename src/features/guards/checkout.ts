import type { Guard } from './guard'

/** The specification's checkout guard is a stub: it only logs that it ran. */
export const checkoutGuard: Guard = ({ location }) => {
  console.info(`checkout guard: ${location.pathname}`)
}
