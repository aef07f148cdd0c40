import { Trans } from '@lingui/react/macro'
import { type ReactNode, Suspense } from 'react'

/**
 * The content of a dialog whose code (a form with its validation) is loaded only when the dialog first opens, so
 * a first visit does not download it: a short note stands in while it loads.
 */
export function LazyPanelContent({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="panel-empty" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      }
    >
      {children}
    </Suspense>
  )
}
