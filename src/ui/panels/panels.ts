/**
 * The shop's panels and the rules between them. A dialog panel (sidebar or modal) is exclusive: opening one
 * replaces the one that was open. The mobile menu is a disclosure in the header, not a dialog; opening the cart
 * sidebar, the wishlist sidebar or the login modal closes it first.
 */
export type DialogPanel = 'cartSidebar' | 'wishlistSidebar' | 'loginModal' | 'categorySidebar' | 'newsletterModal'
export type Panel = DialogPanel | 'mobileMenu'

export interface PanelState {
  readonly mobileMenuOpen: boolean
  readonly openDialog: DialogPanel | null
}

export const allPanelsClosed: PanelState = { mobileMenuOpen: false, openDialog: null }

const closesMobileMenu: ReadonlySet<Panel> = new Set(['cartSidebar', 'wishlistSidebar', 'loginModal'])

export function isPanelOpen(state: PanelState, panel: Panel): boolean {
  return panel === 'mobileMenu' ? state.mobileMenuOpen : state.openDialog === panel
}

export function openPanel(state: PanelState, panel: Panel): PanelState {
  if (panel === 'mobileMenu') return { ...state, mobileMenuOpen: true }
  return { mobileMenuOpen: closesMobileMenu.has(panel) ? false : state.mobileMenuOpen, openDialog: panel }
}

export function closePanel(state: PanelState, panel: Panel): PanelState {
  if (!isPanelOpen(state, panel)) return state
  return panel === 'mobileMenu' ? { ...state, mobileMenuOpen: false } : { ...state, openDialog: null }
}

export function togglePanel(state: PanelState, panel: Panel): PanelState {
  return isPanelOpen(state, panel) ? closePanel(state, panel) : openPanel(state, panel)
}
