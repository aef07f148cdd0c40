/**
 * Magento's searchCriteria as query parameters (`searchCriteria[filter_groups][0][filters][0][field]=status`, …):
 * the filters of a group are OR-ed, the groups AND-ed.
 */

export interface SearchFilter {
  field: string
  value: string
  conditionType: 'eq' | 'neq' | 'in' | 'like' | 'notnull'
}

export interface SearchCriteria {
  filterGroups: SearchFilter[][]
  sortOrders: { field: string; direction: 'ASC' | 'DESC' }[]
  pageSize: number
  currentPage: number
}

export function searchCriteriaParams(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams()
  criteria.filterGroups.forEach((filters, group) => {
    filters.forEach((filter, index) => {
      const prefix = `searchCriteria[filter_groups][${group}][filters][${index}]`
      params.append(`${prefix}[field]`, filter.field)
      params.append(`${prefix}[value]`, filter.value)
      params.append(`${prefix}[condition_type]`, filter.conditionType)
    })
  })
  criteria.sortOrders.forEach((sort, index) => {
    params.append(`searchCriteria[sortOrders][${index}][field]`, sort.field)
    params.append(`searchCriteria[sortOrders][${index}][direction]`, sort.direction)
  })
  params.append('searchCriteria[pageSize]', String(criteria.pageSize))
  params.append('searchCriteria[currentPage]', String(criteria.currentPage))
  return params
}

/** A `like` value that matches `text` anywhere in the field. */
export const containing = (text: string) => `%${text.trim()}%`
