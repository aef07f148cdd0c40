import { createContext, type ReactNode, startTransition, useContext, useMemo, useState } from 'react'
import { allPanelsClosed, closePanel, isPanelOpen, openPanel, type Panel, type PanelState, togglePanel } from './panels'

interface PanelActions {
  open: (panel: Panel) => void
  close: (panel: Panel) => void
  toggle: (panel: Panel) => void
  setOpen: (panel: Panel, open: boolean) => void
}

interface Panels extends PanelActions {
  isOpen: (panel: Panel) => boolean
}

const PanelStateContext = createContext<PanelState | null>(null)
const PanelActionsContext = createContext<PanelActions | null>(null)

export function PanelsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PanelState>(allPanelsClosed)
  // Opening is a transition: the tap paints at once, and the panel (its first mount lays out the whole page, as the
  // scroll lock changes the body) follows in the next frames. Closing stays immediate.
  const actions = useMemo<PanelActions>(() => {
    const open = (panel: Panel) => startTransition(() => setState((current) => openPanel(current, panel)))
    const close = (panel: Panel) => setState((current) => closePanel(current, panel))
    return {
      open,
      close,
      toggle: (panel) => startTransition(() => setState((current) => togglePanel(current, panel))),
      setOpen: (panel, isOpen) => (isOpen ? open : close)(panel),
    }
  }, [])
  return (
    <PanelActionsContext.Provider value={actions}>
      <PanelStateContext.Provider value={state}>{children}</PanelStateContext.Provider>
    </PanelActionsContext.Provider>
  )
}

/**
 * The actions alone, the same across renders: a component that only opens or closes panels (and what it renders)
 * does not render again whenever a panel opens.
 */
export function usePanelActions(): PanelActions {
  const actions = useContext(PanelActionsContext)
  if (!actions) throw new Error('usePanelActions needs a PanelsProvider')
  return actions
}

/** Which panel is open, and the actions that follow the panel rules. */
export function usePanels(): Panels {
  const state = useContext(PanelStateContext)
  const actions = usePanelActions()
  if (!state) throw new Error('usePanels needs a PanelsProvider')
  return useMemo(() => ({ ...actions, isOpen: (panel: Panel) => isPanelOpen(state, panel) }), [state, actions])
}
