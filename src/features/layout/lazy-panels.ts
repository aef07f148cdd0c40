import { preloadDialog } from '../../ui/dialog'
import type { DialogPanel, Panel } from './panels'

/**
 * The code of each layout panel's content: not part of a page's first JavaScript, loaded when the panel first
 * opens, or a moment before when the pointer rests on or the focus reaches its trigger (`panelTrigger`).
 */
export const panelContent = {
  cartSidebar: () => import('../cart/cart-sidebar-content'),
  wishlistSidebar: () => import('./wishlist-sidebar-content'),
  loginModal: () => import('../customer/sign-in-form'),
  categorySidebar: () => import('./category-tree'),
  newsletterModal: () => import('../newsletter/newsletter-form'),
} satisfies Record<DialogPanel, () => Promise<unknown>>

function preloadPanel(panel: Panel): void {
  if (panel === 'mobileMenu') return
  preloadDialog()
  void panelContent[panel]()
}

/** Props for a control that opens `panel`: its code starts loading on intent, so the panel opens at once. */
export function panelTrigger(panel: Panel) {
  return { onPointerEnter: () => preloadPanel(panel), onFocus: () => preloadPanel(panel) }
}
