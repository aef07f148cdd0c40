import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { preloadDialog } from '../../ui/dialog'
import { intentProps } from '../../ui/intent'
import type { DialogPanel, Panel } from '../../ui/panels/panels'

/**
 * The code of each layout panel's content: not part of a page's first JavaScript, loaded when the panel first
 * opens, or a moment before when the pointer rests on or the focus reaches its trigger (`usePanelTrigger`).
 */
export const panelContent = {
  cartSidebar: () => import('../cart/cart-sidebar-content'),
  wishlistSidebar: () => import('../wishlist/wishlist-sidebar-content'),
  loginModal: () => import('../customer/sign-in-form'),
  categorySidebar: () => import('./category-tree'),
  newsletterModal: () => import('../newsletter/newsletter-form'),
} satisfies Record<DialogPanel, () => Promise<unknown>>

function preloadPanel(panel: Panel, i18n: I18n): void {
  if (panel === 'mobileMenu') return
  preloadDialog(i18n)
  void panelContent[panel]()
}

/**
 * Props for a control that opens a panel: the panel's code and the texts outside the first paint start loading on
 * intent, so the panel opens at once.
 */
export function usePanelTrigger() {
  const { i18n } = useLingui()
  return (panel: Panel) => intentProps(() => preloadPanel(panel, i18n))
}
