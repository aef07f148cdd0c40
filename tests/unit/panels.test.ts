import { describe, expect, it } from 'vitest'
import {
  allPanelsClosed,
  closePanel,
  isPanelOpen,
  openPanel,
  type PanelState,
  togglePanel,
} from '../../src/ui/panels/panels'

const mobileMenuOpen: PanelState = openPanel(allPanelsClosed, 'mobileMenu')

describe('panels', () => {
  it.each(['cartSidebar', 'wishlistSidebar', 'loginModal'] as const)(
    'opening %s first closes the mobile menu',
    (panel) => {
      const state = openPanel(mobileMenuOpen, panel)
      expect(isPanelOpen(state, panel)).toBe(true)
      expect(isPanelOpen(state, 'mobileMenu')).toBe(false)
    },
  )

  it('leaves the mobile menu alone when the category sidebar opens', () => {
    const state = openPanel(mobileMenuOpen, 'categorySidebar')
    expect(isPanelOpen(state, 'categorySidebar')).toBe(true)
    expect(isPanelOpen(state, 'mobileMenu')).toBe(true)
  })

  it('keeps one dialog open at a time', () => {
    const state = openPanel(openPanel(allPanelsClosed, 'cartSidebar'), 'loginModal')
    expect(isPanelOpen(state, 'loginModal')).toBe(true)
    expect(isPanelOpen(state, 'cartSidebar')).toBe(false)
  })

  it('toggles a panel open and closed', () => {
    const open = togglePanel(allPanelsClosed, 'cartSidebar')
    expect(isPanelOpen(open, 'cartSidebar')).toBe(true)
    expect(togglePanel(open, 'cartSidebar')).toEqual(allPanelsClosed)
    expect(togglePanel(mobileMenuOpen, 'mobileMenu')).toEqual(allPanelsClosed)
  })

  it('closing a panel that is not open changes nothing', () => {
    const cartOpen = openPanel(allPanelsClosed, 'cartSidebar')
    expect(closePanel(cartOpen, 'wishlistSidebar')).toBe(cartOpen)
    expect(closePanel(cartOpen, 'mobileMenu')).toBe(cartOpen)
  })
})
