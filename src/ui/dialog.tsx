import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { lazy } from 'react'
import { loadAllTexts } from '../i18n/activate'
import type { DialogProps } from './dialog-panel'
import { intentProps } from './intent'
import { OnceOpened } from './once-opened'

const loadDialogPanel = () => import('./dialog-panel')
const DialogPanel = lazy(loadDialogPanel)

/**
 * Starts loading the dialog's code and the texts outside the first paint ahead of a likely first open (the pointer
 * on or the focus at its trigger), so the dialog opens at once.
 */
export function preloadDialog(i18n: I18n): void {
  void loadDialogPanel()
  void loadAllTexts(i18n)
}

/** Props for a control that opens a dialog: it preloads the dialog on intent. */
export function useDialogTrigger() {
  const { i18n } = useLingui()
  return intentProps(() => preloadDialog(i18n))
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
