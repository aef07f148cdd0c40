import { useMutation } from '@tanstack/react-query'
import { useDataProvider, useNotify, useRefresh } from 'react-admin'
import type { DeskDataProvider } from '../data-provider'
import type { DeskRequest } from './desk-request'
import type { RequestComment } from './requests-data'

/** A comment on the request, with a status change or without: saved, said so, `done`, and the page read again. */
export function useCommentRequest(request: DeskRequest, done?: () => void) {
  const dataProvider = useDataProvider<DeskDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (comment: RequestComment) => dataProvider.commentRequest('requests', request.id, comment),
    onSuccess: () => {
      notify('desk.answer.saved', { type: 'success' })
      done?.()
      refresh()
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  })
}
