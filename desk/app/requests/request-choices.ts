import { requestStatuses } from '../../desk.config'

/** The choices of the status and kind inputs; react-admin translates their names. */
export const statusChoices = requestStatuses.map((code) => ({ id: code, name: `desk.status.${code}` }))

export const kindChoices = [
  { id: 'quote', name: 'desk.kind.quote' },
  { id: 'order', name: 'desk.kind.order' },
]
