import { describe, expect, it } from 'vitest'
import { inboxCriteria } from '../../../desk/app/requests/requests-data'
import { searchCriteriaParams } from '../../../desk/app/requests/search-criteria'

/** The inbox's list parameters as Magento's searchCriteria, as commerce's `GET /rest/V1/orders` reads them. */
describe("the inbox's search", () => {
  const params = (filter: Record<string, unknown>, sort = { field: 'receivedAt', order: 'ASC' as const }) =>
    Object.fromEntries(
      searchCriteriaParams(inboxCriteria({ filter, sort, pagination: { page: 2, perPage: 25 } })).entries(),
    )

  /** The text searched in any of these fields, as the filter group `group`. */
  const searchedText = (value: string, group: number) =>
    Object.fromEntries(
      [
        'increment_id',
        'customer_email',
        'customer_firstname',
        'customer_lastname',
        'customer_taxvat',
        'billing_company',
        'billing_city',
        'shipping_city',
        'po_number',
      ].flatMap((field, i) => {
        const prefix = `searchCriteria[filter_groups][${group}][filters][${i}]`
        return [
          [`${prefix}[field]`, field],
          [`${prefix}[value]`, value],
          [`${prefix}[condition_type]`, 'like'],
        ]
      }),
    )

  it('filters by statuses, kind and a text in the number, e-mail, name, VAT ID, company, city or order number, sorted and paged', () => {
    expect(params({ status: ['quote_requested', 'order_requested'], kind: 'quote', q: ' 0042 ' })).toEqual({
      'searchCriteria[filter_groups][0][filters][0][field]': 'status',
      'searchCriteria[filter_groups][0][filters][0][value]': 'quote_requested,order_requested',
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'in',
      'searchCriteria[filter_groups][1][filters][0][field]': 'request_type',
      'searchCriteria[filter_groups][1][filters][0][value]': 'quote',
      'searchCriteria[filter_groups][1][filters][0][condition_type]': 'eq',
      ...searchedText('%0042%', 2),
      'searchCriteria[sortOrders][0][field]': 'created_at',
      'searchCriteria[sortOrders][0][direction]': 'ASC',
      'searchCriteria[pageSize]': '25',
      'searchCriteria[currentPage]': '2',
    })
  })

  it('narrows to the clerk\'s own ("mine") and to one buyer\'s other requests', () => {
    expect(params({ assignedTo: 'anna.berger', customerId: 7, except: 42 })).toMatchObject({
      'searchCriteria[filter_groups][0][filters][0][field]': 'assigned_to',
      'searchCriteria[filter_groups][0][filters][0][value]': 'anna.berger',
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq',
      'searchCriteria[filter_groups][1][filters][0][field]': 'customer_id',
      'searchCriteria[filter_groups][1][filters][0][value]': '7',
      'searchCriteria[filter_groups][2][filters][0][field]': 'entity_id',
      'searchCriteria[filter_groups][2][filters][0][value]': '42',
      'searchCriteria[filter_groups][2][filters][0][condition_type]': 'neq',
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
