import { Trans } from '@lingui/react/macro'
import * as RadixDialog from '@radix-ui/react-dialog'
import { Link } from '@tanstack/react-router'
import { type RefObject, useRef } from 'react'
import { useLocale } from '../../i18n/use-locale'
import { CategoryTree } from './category-tree'

interface CategoryMenuPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The header's button that toggles the panel (./category-menu.tsx). */
  trigger: RefObject<HTMLButtonElement | null>
}

/**
 * The category menu's panel. Radix's non-modal dialog gives the keyboard behaviour: the focus moves in on open,
 * Escape or a click outside closes it. Radix returns the focus only to its own Trigger, which lives in the first
 * JavaScript as a plain button, so what Radix does for its Trigger is done here: a click on the button is not
 * "outside", and closing returns the focus to it unless the visitor clicked elsewhere.
 */
export default function CategoryMenuPanel({ open, onOpenChange, trigger }: CategoryMenuPanelProps) {
  const locale = useLocale()
  const interactedOutside = useRef(false)
  const close = () => onOpenChange(false)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixDialog.Content
        className="category-menu__panel"
        aria-describedby={undefined}
        onInteractOutside={(event) => {
          if (trigger.current?.contains(event.target as Node)) event.preventDefault()
          else interactedOutside.current = true
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          if (!interactedOutside.current) trigger.current?.focus()
          interactedOutside.current = false
        }}
      >
        <RadixDialog.Title className="category-menu__title">
          <Trans>Shop categories</Trans>
        </RadixDialog.Title>
        <CategoryTree onNavigate={close} />
        <p className="category-menu__more">
          <Link to="/$locale/quick-order" params={{ locale }} onClick={close}>
            <Trans>Quick order by item number</Trans>
          </Link>
        </p>
      </RadixDialog.Content>
    </RadixDialog.Root>
  )
}
