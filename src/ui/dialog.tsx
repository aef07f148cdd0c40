import { lazy, Suspense, useState } from 'react'
import type { DialogProps } from './dialog-panel'

const loadDialogPanel = () => import('./dialog-panel')
const DialogPanel = lazy(loadDialogPanel)

/** Starts loading the dialog's code ahead of a likely first open (the pointer on or the focus at its trigger). */
export function preloadDialog(): void {
  void loadDialogPanel()
}

/**
 * A modal panel (./dialog-panel.tsx). Its code is not part of a page's first JavaScript: nothing renders until it
 * first opens, then it stays mounted so closing animates and returns the focus as usual.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  )
}
