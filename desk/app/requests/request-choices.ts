import { requestStatuses } from '../../../rules/request-workflow'

/** The choices of the status and kind inputs; react-admin translates their names. */
export const statusChoices = requestStatuses.map((code) => ({ id: code, name: `desk.status.${code}` }))

/**
 * What the comment form may set from `current`: declining has its own action, which asks for the reason
 * (request-actions.tsx).
 */
export const commentStatusChoices = (current: string) =>
  statusChoices.filter((choice) => choice.id !== 'declined' || current === 'declined')

export const kindChoices = [
  { id: 'quote', name: 'desk.kind.quote' },
  { id: 'order', name: 'desk.kind.order' },
]
