import type { Panel } from './panels'
import { usePanels } from './use-panels'

/** `open` and `onOpenChange` for the dialog of one panel. */
export function usePanel(panel: Panel) {
  const panels = usePanels()
  return { open: panels.isOpen(panel), onOpenChange: (open: boolean) => panels.setOpen(panel, open) }
}
