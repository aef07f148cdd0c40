import { Trans } from '@lingui/react/macro'
import type { RequestDetailView } from '../../../../contract/request'
import { formatDate, formatDay } from '../../../i18n/format'
import { useLocale } from '../../../i18n/use-locale'

/** While the company has still to answer the buyer's revision request: when they asked, and by when it answers. */
export function RevisionNotice({ revision }: { revision: NonNullable<RequestDetailView['revision']> }) {
  const locale = useLocale()
  const requested = formatDate(revision.requestedAt, locale)
  const due = formatDay(revision.answerBy, locale)
  return (
    <p className="order-revision" role="status">
      <Trans>
        You asked for a revision on {requested}; the company answers by {due}.
      </Trans>
    </p>
  )
}
