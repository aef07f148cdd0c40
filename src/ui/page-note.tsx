import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale } from '../i18n/use-locale'

interface PageNoteProps {
  children: ReactNode
  /** `status` for what is going on or has happened, `alert` for what failed. */
  role?: 'status' | 'alert'
  /** The way on: a link back, another try. */
  action?: ReactNode
  /** Quieter, as where a list has nothing to show. */
  muted?: boolean
}

/** What a page says in place of its content (loading, failed, nothing there, a link's outcome) and the way on. */
export function PageNote({ children, role, action, muted = false }: PageNoteProps) {
  return (
    <div className={muted ? 'panel-empty' : undefined}>
      <p role={role}>{children}</p>
      {action}
    </div>
  )
}

/** A list with nothing in it: what the page says, and the way back to the stock list. */
export function EmptyListNote({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const backToStockList = (
    <Link to="/$locale" params={{ locale }} className="button">
      <Trans>Back to stock list</Trans>
    </Link>
  )
  return (
    <PageNote muted action={backToStockList}>
      {children}
    </PageNote>
  )
}
