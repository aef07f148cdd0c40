import { useLingui } from '@lingui/react/macro'
import * as RadixDialog from '@radix-ui/react-dialog'
import { type ReactNode, useRef } from 'react'
import { Icon } from './icon'
import { isOwnEscape } from './own-escape'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** `left`, `right` and `bottom` slide in from that edge; `center` is a modal box. */
  placement: 'left' | 'right' | 'bottom' | 'center'
  className?: string
  children?: ReactNode
  /** Below the scrolling body, always in view (e.g. the button that shows the results). */
  footer?: ReactNode
}

/**
 * A modal panel: focus trapped inside, Escape (unless a part marked `ownEscape` has the focus) and the close button
 * close it, focus returns to the control that opened it. The title is the dialog's accessible name. Loaded on first
 * open (./dialog.tsx).
 */
export default function DialogPanel({
  open,
  onOpenChange,
  title,
  placement,
  className,
  children,
  footer,
}: DialogProps) {
  const { t } = useLingui()
  // Radix returns the focus only to its own Trigger; these dialogs open from state, so the opener is kept here.
  const opener = useRef<HTMLElement | null>(null)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={className ? `dialog ${className}` : 'dialog'}
          data-placement={placement}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          // A part that closes itself on Escape (an editor in a cart line) takes the key; the panel stays open.
          onEscapeKeyDown={(event) => {
            if (isOwnEscape(event.target)) event.preventDefault()
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return
            event.preventDefault()
            opener.current.focus()
          }}
        >
          <header className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="icon-button dialog__close">
              <Icon name="close" />
              <span className="visually-hidden">{t`Close`}</span>
            </RadixDialog.Close>
          </header>
          <div className="dialog__body">{children}</div>
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
