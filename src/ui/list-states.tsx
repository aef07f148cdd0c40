import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { PageNote } from './page-note'

interface ListStatesProps<Data> {
  /** The list's query as TanStack Query answers it. */
  query: { isPending: boolean; isError: boolean; data: Data | undefined }
  loading: ReactNode
  failed: ReactNode
  /** Offers another try beside the failure. */
  retry?: () => void
  /** What the page says when there is nothing to list (a muted PageNote); null when there is something. */
  empty: (data: Data) => ReactNode | null
  children: (data: Data) => ReactNode
}

/** A list page's list, or in its place that it is loading, could not be loaded, or has nothing in it. */
export function ListStates<Data>({ query, loading, failed, retry, empty, children }: ListStatesProps<Data>) {
  if (query.isPending) return <PageNote role="status">{loading}</PageNote>
  if (query.isError || query.data === undefined) {
    const tryAgain = retry && (
      <button type="button" className="button button--secondary" onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    )
    return (
      <PageNote role="alert" action={tryAgain}>
        {failed}
      </PageNote>
    )
  }
  return empty(query.data) ?? children(query.data)
}
