/**
 * The VIES client (commerce/src/kernel/vat-validation.ts, VAT_VALIDATION=vies) against a local fake of VIES's REST
 * API: what it asks, how it reads a confirmation and a refusal, and that VIES being down or slow answers
 * "not asked" instead of failing.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { vatValidator } from '../../../commerce/src/kernel/vat-validation'

type Asked = { path: string; body: Record<string, string> }
const asked: Asked[] = []
let answer: (body: Record<string, string>) => { status: number; json?: unknown }
let server: Server
let url: string

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => {
      const body = JSON.parse(text)
      asked.push({ path: request.url ?? '', body })
      const { status, json } = answer(body)
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json ?? {}))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest-api/`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

const vies = () => vatValidator({ VAT_VALIDATION: 'vies', VIES_API_URL: url })

it("asks VIES for the number without its prefix, as the store's own VAT ID, and keeps the consultation number", async () => {
  answer = () => ({
    status: 200,
    json: { valid: true, requestDate: '2026-12-06T20:00:00.000Z', requestIdentifier: 'WAPIAAAAZ1', name: 'X' },
  })
  const check = await vies().check('PL', 'PL 526-104-08-28', 'DE 123 456 789')
  expect(asked.at(-1)).toEqual({
    path: '/rest-api/check-vat-number',
    body: { countryCode: 'PL', vatNumber: '5261040828', requesterMemberStateCode: 'DE', requesterNumber: '123456789' },
  })
  expect(check).toEqual({
    vat_is_valid: 1,
    vat_request_id: 'WAPIAAAAZ1',
    vat_request_date: '2026-12-06T20:00:00.000Z',
    vat_request_success: 1,
  })
})

it('asks for a Greek VAT ID under EL and reads a refusal', async () => {
  answer = () => ({ status: 200, json: { valid: false, requestDate: '2026-12-06T20:00:00.000Z' } })
  const check = await vies().check('GR', 'EL123456789', null)
  expect(asked.at(-1)?.body).toEqual({ countryCode: 'EL', vatNumber: '123456789' })
  expect(check).toMatchObject({ vat_is_valid: 0, vat_request_success: 1, vat_request_id: null })
})

it('answers "not asked" when VIES fails or answers something else, never an error', async () => {
  answer = () => ({ status: 500, json: { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] } })
  expect(await vies().check('PL', 'PL5261040828', null)).toMatchObject({ vat_is_valid: 0, vat_request_success: 0 })
  answer = () => ({ status: 200, json: { actionSucceed: false, errorWrappers: [{ error: 'MS_MAX_CONCURRENT_REQ' }] } })
  expect(await vies().check('PL', 'PL5261040828', null)).toMatchObject({ vat_request_success: 0 })
  const nowhere = vatValidator({ VAT_VALIDATION: 'vies', VIES_API_URL: 'http://127.0.0.1:9/' })
  expect(await nowhere.check('PL', 'PL5261040828', null)).toMatchObject({ vat_request_success: 0 })
})

it('uses the local stand-in unless VIES is chosen: format valid unless it ends in 000, down for 999', async () => {
  const local = vatValidator({})
  const askedBefore = asked.length
  expect(await local.check('PL', 'PL5261040828', null)).toMatchObject({ vat_is_valid: 1, vat_request_success: 1 })
  expect(await local.check('PL', 'PL5261040000', null)).toMatchObject({ vat_is_valid: 0, vat_request_success: 1 })
  expect(await local.check('PL', 'PL52610408', null)).toMatchObject({ vat_is_valid: 0, vat_request_success: 1 })
  expect(await local.check('PL', 'PL5261040999', null)).toMatchObject({ vat_request_success: 0 })
  expect(asked).toHaveLength(askedBefore)
})
