import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react'
import { useCorporateMenu } from '../../i18n/use-corporate-site'
import { usePanels } from '../../ui/panels/use-panels'

/**
 * The header menu: which sections and product sub-sections are open, and the mobile menu toggle.
 * Escape closes open sections first, then the mobile menu; leaving the menu with the focus closes its sections.
 */
export function useMainMenu() {
  const sections = useCorporateMenu()
  const panels = usePanels()
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set())
  const toggleRef = useRef<HTMLButtonElement>(null)
  const mobileMenuOpen = panels.isOpen('mobileMenu')

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const closeAll = () => setOpenIds((current) => (current.size === 0 ? current : new Set()))

  return {
    sections,
    isOpen: (id: string) => openIds.has(id),
    toggle,
    mobileMenuOpen,
    toggleRef,
    toggleMobileMenu: () => panels.toggle('mobileMenu'),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (openIds.size > 0) closeAll()
      else if (mobileMenuOpen) {
        panels.close('mobileMenu')
        toggleRef.current?.focus()
      }
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) closeAll()
    },
  }
}
