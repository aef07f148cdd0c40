import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'
import { allPanelsClosed, closePanel, isPanelOpen, openPanel, type Panel, type PanelState, togglePanel } from './panels'

interface Panels {
  isOpen: (panel: Panel) => boolean
  open: (panel: Panel) => void
  close: (panel: Panel) => void
  toggle: (panel: Panel) => void
  setOpen: (panel: Panel, open: boolean) => void
}

const PanelsContext = createContext<Panels | null>(null)

export function PanelsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PanelState>(allPanelsClosed)
  const panels = useMemo<Panels>(
    () => ({
      isOpen: (panel) => isPanelOpen(state, panel),
      open: (panel) => setState((current) => openPanel(current, panel)),
      close: (panel) => setState((current) => closePanel(current, panel)),
      toggle: (panel) => setState((current) => togglePanel(current, panel)),
      setOpen: (panel, open) => setState((current) => (open ? openPanel : closePanel)(current, panel)),
    }),
    [state],
  )
  return <PanelsContext.Provider value={panels}>{children}</PanelsContext.Provider>
}

/** Which panel is open, and the actions that follow the panel rules. */
export function usePanels(): Panels {
  const panels = useContext(PanelsContext)
  if (!panels) throw new Error('usePanels needs a PanelsProvider')
  return panels
}
