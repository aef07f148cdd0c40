import { lazy } from 'react'
import type { DialogProps } from './dialog-panel'
import { OnceOpened } from './once-opened'

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
  return (
    <OnceOpened open={props.open}>
      <DialogPanel {...props} />
    </OnceOpened>
  )
}
