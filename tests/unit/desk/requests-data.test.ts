import { describe, expect, it } from 'vitest'
import { inboxCriteria } from '../../../desk/app/requests/requests-data'
import { searchCriteriaParams } from '../../../desk/app/requests/search-criteria'

/** The inbox's list parameters as Magento's searchCriteria, as commerce's `GET /rest/V1/orders` reads them. */
describe("the inbox's search", () => {
  const params = (filter: Record<string, unknown>, sort = { field: 'receivedAt', order: 'ASC' as const }) =>
    Object.fromEntries(
      searchCriteriaParams(inboxCriteria({ filter, sort, pagination: { page: 2, perPage: 25 } })).entries(),
    )

  it("filters by statuses, kind and a text in the number, e-mail, buyer's name, company or order number, sorted and paged", () => {
    expect(params({ status: ['quote_requested', 'order_requested'], kind: 'quote', q: ' 0042 ' })).toEqual({
      'searchCriteria[filter_groups][0][filters][0][field]': 'status',
      'searchCriteria[filter_groups][0][filters][0][value]': 'quote_requested,order_requested',
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'in',
      'searchCriteria[filter_groups][1][filters][0][field]': 'request_type',
      'searchCriteria[filter_groups][1][filters][0][value]': 'quote',
      'searchCriteria[filter_groups][1][filters][0][condition_type]': 'eq',
      'searchCriteria[filter_groups][2][filters][0][field]': 'increment_id',
      'searchCriteria[filter_groups][2][filters][0][value]': '%0042%',
      'searchCriteria[filter_groups][2][filters][0][condition_type]': 'like',
      'searchCriteria[filter_groups][2][filters][1][field]': 'customer_email',
      'searchCriteria[filter_groups][2][filters][1][value]': '%0042%',
      'searchCriteria[filter_groups][2][filters][1][condition_type]': 'like',
      'searchCriteria[filter_groups][2][filters][2][field]': 'customer_firstname',
      'searchCriteria[filter_groups][2][filters][2][value]': '%0042%',
      'searchCriteria[filter_groups][2][filters][2][condition_type]': 'like',
      'searchCriteria[filter_groups][2][filters][3][field]': 'customer_lastname',
      'searchCriteria[filter_groups][2][filters][3][value]': '%0042%',
      'searchCriteria[filter_groups][2][filters][3][condition_type]': 'like',
      'searchCriteria[filter_groups][2][filters][4][field]': 'billing_company',
      'searchCriteria[filter_groups][2][filters][4][value]': '%0042%',
      'searchCriteria[filter_groups][2][filters][4][condition_type]': 'like',
      'searchCriteria[filter_groups][2][filters][5][field]': 'po_number',
      'searchCriteria[filter_groups][2][filters][5][value]': '%0042%',
      'searchCriteria[filter_groups][2][filters][5][condition_type]': 'like',
      'searchCriteria[sortOrders][0][field]': 'created_at',
      'searchCriteria[sortOrders][0][direction]': 'ASC',
      'searchCriteria[pageSize]': '25',
      'searchCriteria[currentPage]': '2',
    })
  })

  it('asks for every request without filters, and sorts only by fields commerce can sort', () => {
    expect(params({}, { field: 'company', order: 'ASC' as const })).toEqual({
      'searchCriteria[pageSize]': '25',
      'searchCriteria[currentPage]': '2',
    })
  })

  it('finds the revision requests beside the chosen statuses, and sorts by the answer-by day', () => {
    expect(params({ status: ['order_requested', 'revision_requested'] }, { field: 'answerBy', order: 'ASC' })).toEqual({
      'searchCriteria[filter_groups][0][filters][0][field]': 'status',
      'searchCriteria[filter_groups][0][filters][0][value]': 'order_requested',
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'in',
      'searchCriteria[filter_groups][0][filters][1][field]': 'revision_requested_at',
      'searchCriteria[filter_groups][0][filters][1][value]': '',
      'searchCriteria[filter_groups][0][filters][1][condition_type]': 'notnull',
      'searchCriteria[sortOrders][0][field]': 'waiting_since',
      'searchCriteria[sortOrders][0][direction]': 'ASC',
      'searchCriteria[pageSize]': '25',
      'searchCriteria[currentPage]': '2',
    })
  })
})
