/** Whom a request is assigned to, and the signed-in clerk taking it on or handing it back (the inbox's "Mine"). */
import { Button, Stack, Typography } from '@mui/material'
import { useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin'
import type { DeskRequest } from './desk-request'

export function AssignmentField(_: { label?: string; source: string }) {
  const request = useRecordContext<DeskRequest>()
  const { identity } = useGetIdentity()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [update, { isPending }] = useUpdate<DeskRequest>()
  if (!request) return null
  const me = identity ? String(identity.id) : ''
  const mine = me !== '' && request.assignedTo === me
  const assign = (clerk: string) =>
    update(
      'requests',
      { id: request.id, data: { assignedTo: clerk }, previousData: request },
      {
        onSuccess: () => {
          notify(clerk ? 'desk.facts.assigned' : 'desk.facts.unassigned', { type: 'success' })
          // the history has the assignment's entry now
          refresh()
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    )
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="span" variant="body2">
        {request.assignedTo || translate('desk.facts.nobody')}
      </Typography>
      {me && !mine && (
        <Button size="small" variant="outlined" disabled={isPending} onClick={() => assign(me)}>
          {translate('desk.facts.assign_to_me')}
        </Button>
      )}
      {mine && (
        <Button size="small" disabled={isPending} onClick={() => assign('')}>
          {translate('desk.facts.unassign')}
        </Button>
      )}
    </Stack>
  )
}
