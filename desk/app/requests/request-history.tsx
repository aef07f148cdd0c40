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

function HistoryEntry({ entry }: { entry: DeskHistoryEntry }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const reach = [
    entry.customerNotified && 'desk.history.notified',
    entry.visibleOnFront && 'desk.history.visible',
  ].filter((text): text is string => Boolean(text))
  return (
    <ListItem divider disableGutters>
      <ListItemText
        primary={[
          formatDateTime(entry.at, locale),
          translate(`desk.status.${entry.status}`, { _: entry.status }),
          entry.by &&
            translate(entry.by === 'customer' ? 'desk.history.by_customer' : 'desk.history.by', { name: entry.by }),
        ]
          .filter(Boolean)
          .join(' · ')}
        secondary={
          <Stack component="span" spacing={0.5}>
            {entry.comment && <span style={{ whiteSpace: 'pre-line' }}>{entry.comment}</span>}
            <Stack component="span" direction="row" spacing={1}>
              {(reach.length > 0 ? reach : ['desk.history.internal']).map((text) => (
                <Chip key={text} component="span" size="small" variant="outlined" label={translate(text)} />
              ))}
            </Stack>
          </Stack>
        }
      />
    </ListItem>
  )
}
