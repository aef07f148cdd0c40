import { Chip, List, ListItem, ListItemText, Stack } from '@mui/material'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatDateTime } from '../ui/format'
import { Section } from '../ui/section'
import type { DeskHistoryEntry, DeskRequest } from './desk-request'

/** Every status the request has had and every comment, newest first: when, by whom, whether the customer saw it. */
export function RequestHistory() {
  const request = useRecordContext<DeskRequest>()
  if (!request) return null
  return (
    <Section title="desk.request.history">
      <List dense disablePadding>
        {request.history.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} />
        ))}
      </List>
    </Section>
  )
}

/**
 * What the entry says happened: the status it set by whom — or, for the buyer's own entries, what the buyer did
 * ("Customer: revision requested", "Customer: message"), never a mail to them.
 */
function useEntryTitle() {
  const translate = useTranslate()
  return (entry: DeskHistoryEntry) => {
    if (entry.by === CUSTOMER) {
      const deed = entry.visibleOnFront ? 'comment' : entry.status
      return translate(`desk.negotiation.customer_did.${deed}`, { _: translate('desk.history.by_customer') })
    }
    return [
      translate(`desk.status.${entry.status}`, { _: entry.status }),
      entry.by && translate('desk.history.by', { name: entry.by }),
    ]
      .filter(Boolean)
      .join(' · ')
  }
}

/** The history's author of the buyer's own entries (commerce's created_by). */
const CUSTOMER = 'customer'

function HistoryEntry({ entry }: { entry: DeskHistoryEntry }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const titleOf = useEntryTitle()
  const reach =
    entry.by === CUSTOMER
      ? []
      : [entry.customerNotified && 'desk.history.notified', entry.visibleOnFront && 'desk.history.visible'].filter(
          (text): text is string => Boolean(text),
        )
  const chips = entry.by === CUSTOMER ? [] : reach.length > 0 ? reach : ['desk.history.internal']
  return (
    <ListItem divider disableGutters data-by={entry.by || undefined}>
      <ListItemText
        primary={[formatDateTime(entry.at, locale), titleOf(entry)].join(' · ')}
        secondary={
          <Stack component="span" spacing={0.5}>
            {entry.comment && <span style={{ whiteSpace: 'pre-line' }}>{entry.comment}</span>}
            <Stack component="span" direction="row" spacing={1}>
              {chips.map((text) => (
                <Chip key={text} component="span" size="small" variant="outlined" label={translate(text)} />
              ))}
            </Stack>
          </Stack>
        }
      />
    </ListItem>
  )
}
