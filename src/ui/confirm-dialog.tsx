import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Dialog } from './dialog'

interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  question: ReactNode
  /** The label of the button that does it, e.g. 'Delete'. */
  confirmLabel: ReactNode
  onConfirm: () => void
  onCancel: () => void
}

/** A modal question before something is removed: Cancel (also Escape and the close button) or do it. */
export function ConfirmDialog({ open, title, question, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel()
      }}
      placement="center"
      title={title}
    >
      <p className="confirm__question">{question}</p>
      <div className="confirm__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  )
}
