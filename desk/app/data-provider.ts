/**
 * react-admin's data provider for commerce's admin REST API: the resources `requests` (Magento's orders) and
 * `reviews`. The desk lists, shows, assigns requests and moderates; it creates and deletes nothing, so those calls
 * are refused.
 */
import type { DataProvider, GetListParams, GetOneParams, Identifier, UpdateManyParams, UpdateParams } from 'react-admin'
import { assignRequest, commentRequest, getRequest, listRequests, sendMailAgain } from './requests/requests-data'
import { listReviews, moderateReview, type ReviewStatus } from './reviews/reviews-data'

const unsupported = (resource: string, call: string): Promise<never> =>
  Promise.reject(new Error(`The sales desk has no ${call} for ${resource}.`))

function getList(resource: string, params: GetListParams) {
  if (resource === 'requests') return listRequests(params)
  if (resource === 'reviews') return listReviews(params)
  return unsupported(resource, 'getList')
}

const statusOf = (params: UpdateParams | UpdateManyParams) => (params.data as { status: ReviewStatus }).status

async function update(resource: string, params: UpdateParams) {
  // A request's one changeable field is whom it is assigned to (request-assignment.tsx).
  if (resource === 'requests') return assignRequest(params.id, (params.data as { assignedTo: string }).assignedTo)
  if (resource !== 'reviews') return unsupported(resource, 'update')
  return { data: await moderateReview(params.id, statusOf(params)) }
}

async function updateMany(resource: string, params: UpdateManyParams) {
  if (resource !== 'reviews') return unsupported(resource, 'updateMany')
  const moderated = await Promise.all(params.ids.map((id: Identifier) => moderateReview(id, statusOf(params))))
  return { data: moderated.map((review) => review.id) }
}

const deskProvider = {
  getList,
  getOne: (resource: string, params: GetOneParams) =>
    resource === 'requests' ? getRequest(params.id) : unsupported(resource, 'getOne'),
  getMany: (resource: string) => unsupported(resource, 'getMany'),
  getManyReference: (resource: string) => unsupported(resource, 'getManyReference'),
  update,
  updateMany,
  create: (resource: string) => unsupported(resource, 'create'),
  delete: (resource: string) => unsupported(resource, 'delete'),
  deleteMany: (resource: string) => unsupported(resource, 'deleteMany'),
  /** A comment on a request, with a status change when `status` differs from the request's (request-answer.tsx). */
  commentRequest,
  /** A failed mail of a request delivered once more (request-mails.tsx). */
  sendMailAgain,
}

export type DeskDataProvider = DataProvider & Pick<typeof deskProvider, 'commentRequest' | 'sendMailAgain'>

/** react-admin types each call generic in its record type, which a provider of the desk's fixed records cannot prove. */
export const dataProvider = deskProvider as unknown as DeskDataProvider
