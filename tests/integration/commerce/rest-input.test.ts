/**
 * REST input read without prototype keys and validated (issue 29, finding 2): the admin order search's
 * searchCriteria and the comment body; every refusal Magento's 400 `{message, parameters}`, nothing shared between
 * requests, no 500.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { COMMERCE_DB } from './customer-helpers'
import { adminToken, buyerWithCart, checkout, placeRequest, rest, stockedSkus } from './request-helpers'

let token: string
let number: string
beforeAll(async () => {
  token = await adminToken()
  const [sku] = (await stockedSkus(1)) as [string]
  const buyer = await buyerWithCart({ [sku]: 1 }, 'en')
  await checkout(buyer)
  // A second order, so that a page size of 1 shows.
  const [other] = (await stockedSkus(2)).slice(1) as [string]
  const second = await buyerWithCart({ [other]: 1 }, 'en')
  await checkout(second)
  await placeRequest(second, 'QUOTE')
  number = (await placeRequest(buyer, 'QUOTE')).number
})

const search = (query: string) => rest('GET', `/rest/V1/orders?${query}`, { token })
const invalid = (value: string, field: string) => ({
  status: 400,
  body: { message: 'Invalid value of "%1" provided for the %2 field.', parameters: [value, field] },
})

describe('admin order search: prototype keys', () => {
  it('keeps searchCriteria[__proto__][…] to its own request, and later listings whole', async () => {
    const before = await search('')
    expect(before.body.items.length).toBeGreaterThan(1)
    for (const key of ['__proto__', 'constructor', 'prototype', 'constructor][prototype']) {
      const polluted = await search(`searchCriteria[${key}][page_size]=1&searchCriteria[${key}][pageSize]=1`)
      expect(polluted.status, key).toBe(400)
      expect(polluted.body.message, key).toBe('Property "%1" does not have accessor method "%2" in class "%3".')
    }
    const after = await search('')
    expect(after.body.items).toHaveLength(before.body.items.length)
    expect(({} as Record<string, unknown>).page_size).toBeUndefined()
  })

  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf', 'prototype'])(
    'refuses the field %s with 400, as a filter and as a sort',
    async (field) => {
      expect(await search(`searchCriteria[filter_groups][0][filters][0][field]=${field}`)).toEqual(
        invalid(field, 'field'),
      )
      expect(await search(`searchCriteria[sortOrders][0][field]=${field}`)).toEqual(invalid(field, 'field'))
    },
  )

  it('refuses an unknown condition, and a value given as an object', async () => {
    const base = 'searchCriteria[filter_groups][0][filters][0][field]=increment_id'
    expect(await search(`${base}&searchCriteria[filter_groups][0][filters][0][condition_type]=toString`)).toEqual(
      invalid('toString', 'condition_type'),
    )
    const object = await search(`${base}&searchCriteria[filter_groups][0][filters][0][value][x]=1`)
    expect(object.status).toBe(400)
    expect(object.body.parameters).toEqual(['{"x":"1"}', 'value'])
  })
})

describe('admin order search: keys', () => {
  it('takes the criteria in snake_case and camelCase, as Magento does', async () => {
    const filter = (groups: string, conditionType: string) =>
      search(
        `searchCriteria[${groups}][0][filters][0][field]=increment_id&searchCriteria[${groups}][0][filters][0][value]=${number}` +
          `&searchCriteria[${groups}][0][filters][0][${conditionType}]=eq&searchCriteria[page_size]=5`,
      )
    for (const [groups, conditionType] of [
      ['filter_groups', 'condition_type'],
      ['filterGroups', 'conditionType'],
    ]) {
      const found = await filter(groups as string, conditionType as string)
      expect(found.status).toBe(200)
      expect(found.body.items.map((order: { increment_id: string }) => order.increment_id)).toEqual([number])
    }
  })

  it.each([
    ['searchCriteria[filterGroup][0][filters][0][field]=status', 'FilterGroup', 'SearchCriteriaInterface'],
    ['searchCriteria[filters][0][field]=status', 'Filters', 'SearchCriteriaInterface'],
    ['searchCriteria[filter_groups][0][filter][0][field]=status', 'Filter', 'Search\\FilterGroup'],
    ['searchCriteria[filter_groups][0][filters][0][fields]=status', 'Fields', 'Filter'],
    ['searchCriteria[sortOrders][0][dir]=ASC', 'Dir', 'SortOrder'],
  ])('refuses an unknown key with 400 rather than listing everything: %s', async (query, name, type) => {
    expect(await search(query)).toEqual({
      status: 400,
      body: {
        message: 'Property "%1" does not have accessor method "%2" in class "%3".',
        parameters: [name, `get${name}`, `Magento\\Framework\\Api\\${type}`],
      },
    })
  })
})

describe('admin order search: numbers', () => {
  it.each(['1.5', '1e400', '1e3', '-1', '0', '12345678901234567890', 'NaN', 'Infinity', '0x10', ' 1', '301', ''])(
    'refuses the page size "%s" with 400',
    async (size) => {
      expect(await search(`searchCriteria[pageSize]=${encodeURIComponent(size)}`)).toEqual(invalid(size, 'page_size'))
    },
  )

  it.each(['1.5', '1e400', '0', '12345678901234567890', '1000001'])('refuses the page "%s" with 400', async (page) => {
    expect(await search(`searchCriteria[pageSize]=1&searchCriteria[currentPage]=${page}`)).toEqual(
      invalid(page, 'current_page'),
    )
  })

  it('answers the largest page size and a page far past the end', async () => {
    const largest = await search('searchCriteria[pageSize]=300&searchCriteria[currentPage]=1000000')
    expect(largest.status).toBe(200)
    expect(largest.body.items).toEqual([])
    expect(largest.body.search_criteria).toMatchObject({ page_size: 300, current_page: 1000000 })
  })
})

describe('order comment body', () => {
  const comment = (statusHistory: unknown) =>
    rest('POST', `/rest/V1/orders/${Number(number)}/comments`, { token, body: { statusHistory } })

  it.each([
    ['a number', 42],
    ['an object', { text: 'x' }],
    ['a list', ['x']],
    ['true', true],
  ])('refuses a comment sent as %s with 400', async (_, value) => {
    const answer = await comment({ comment: value, status: 'quote_requested' })
    expect(answer).toEqual(invalid(JSON.stringify(value), 'comment'))
  })

  it.each([
    ['a status as number', { status: 7 }, 'status'],
    ['a flag as text', { is_customer_notified: 'yes' }, 'is_customer_notified'],
    ['a flag of 2', { is_visible_on_front: 2 }, 'is_visible_on_front'],
  ])('refuses %s with 400', async (_, history, field) => {
    const answer = await comment({ comment: 'x', ...history })
    expect(answer.status).toBe(400)
    expect(answer.body.parameters[1]).toBe(field)
  })

  it('refuses statusHistory that is not an object, and a body that is not JSON', async () => {
    for (const value of ['x', 1, [], null]) {
      const answer = await comment(value)
      expect(answer.status, JSON.stringify(value)).toBe(400)
      expect(answer.body.message).toBeTruthy()
    }
    const response = await rest('POST', `/rest/V1/orders/${Number(number)}/comments`, { token, body: undefined })
    expect(response).toEqual({
      status: 400,
      body: { message: 'Decoding error: Unable to unserialize value.', parameters: [] },
    })
  })

  it('takes a comment of 65,535 bytes and refuses one byte more; nothing is stored for the refused one', async () => {
    const count = async () =>
      (
        await COMMERCE_DB.prepare(
          'SELECT count(*) AS n FROM sales_order_status_history WHERE parent_id = (SELECT entity_id FROM sales_order WHERE increment_id = ?)',
        )
          .bind(number)
          .first<{ n: number }>()
      )?.n
    const before = await count()
    const tooLong = await comment({ comment: `${'ä'.repeat(32_767)}xx`, status: 'quote_requested' })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.parameters[1]).toBe('comment')
    expect(await count()).toBe(before)
    const longest = await comment({ comment: `${'ä'.repeat(32_767)}x`, status: 'quote_requested' })
    expect(longest).toEqual({ status: 200, body: true })
    expect(await count()).toBe((before ?? 0) + 1)
  })
})

describe('every REST route answers bad input with a JSON 400', () => {
  it.each([
    ['POST', '/rest/en/V1/customers', { customer: { email: 'x@example.com', addresses: 'x' }, password: 'x' }],
    ['POST', '/rest/en/V1/customers', { customer: { email: 'x@example.com', addresses: [1, null] }, password: 'x' }],
    ['POST', '/rest/en/V1/customers', { customer: { email: 42, firstname: {}, lastname: [] }, password: 7 }],
    ['POST', '/rest/en/V1/customers', { customer: 'x' }],
    ['POST', '/rest/en/V1/customers', { customer: { extension_attributes: 'x', email: 'x@example.com' } }],
    ['POST', '/rest/V1/integration/admin/token', ['anna.berger', 'x']],
    ['POST', '/rest/V1/integration/admin/token', { username: 1, password: {} }],
    ['PUT', '/rest/V1/reviews/1', null],
    ['PUT', '/rest/V1/reviews/1', { review: 'x' }],
    ['POST', '/rest/V1/cache/clean', 'x'],
  ])('%s %s %j', async (method, path, body) => {
    const answer = await rest(method as 'POST', path, { token: path.includes('/customers') ? undefined : token, body })
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200)
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500)
    if (answer.status >= 400) expect(typeof answer.body.message).toBe('string')
  })
})
