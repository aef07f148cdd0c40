import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, ENDPOINT } from './graphql'

const STORE_CODE = '{ storeConfig { store_code } }'

/** `{ categories { items { children { … { name } } } } }` with `children` nested `n` times. */
const nestedCategories = (n: number) => `{ categories { items { ${'children { '.repeat(n)}name${' }'.repeat(n)} } } }`

describe('/graphql endpoint', () => {
  it('answers a query sent with GET in the query string', async () => {
    const { status, body } = await call(STORE_CODE, { method: 'GET' })
    expect(status).toBe(200)
    expect(body).toEqual({ data: { storeConfig: { store_code: 'de' } } })
  })

  it('answers a query sent with POST as JSON, with variables and an operation name', async () => {
    const query = 'query A { storeConfig { store_code } } query B($id: String) { country(id: $id) { id } }'
    const { status, body } = await call(query, { variables: { id: 'AT' }, operationName: 'B' })
    expect(status).toBe(200)
    expect(body).toEqual({ data: { country: { id: 'AT' } } })
  })

  it('reads variables from the query string on GET', async () => {
    const { body } = await call('query ($id: String) { country(id: $id) { id } }', {
      method: 'GET',
      variables: { id: 'CH' },
    })
    expect(body.data?.country).toEqual({ id: 'CH' })
  })

  it('works for a plain browser GET', async () => {
    const url = `${ENDPOINT}?query=${encodeURIComponent(STORE_CODE)}`
    const response = await env.COMMERCE.fetch(url, { headers: { accept: 'text/html' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ data: { storeConfig: { store_code: 'de' } } })
  })

  it('rejects a mutation sent with GET, as Magento does', async () => {
    const { status, body } = await call('mutation { storeConfig }', { method: 'GET' })
    expect(status).toBe(200)
    expect(body.data).toBeUndefined()
    expect(body.errors).toEqual([
      { message: 'Mutation requests allowed only for POST requests', extensions: { category: 'graphql-input' } },
    ])
  })

  it('answers a syntax error with 400', async () => {
    const { status, body } = await call('{ storeConfig { ', { method: 'GET' })
    expect(status).toBe(400)
    expect(body.errors?.[0]?.message).toMatch(/^Syntax Error/)
    expect(body.errors?.[0]?.extensions?.category).toBe('graphql')
  })

  it('answers an empty GET (no query) with a syntax error, not a crash', async () => {
    const response = await env.COMMERCE.fetch(ENDPOINT)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0]?.message).toMatch(/^Syntax Error/)
  })

  it('answers a body that is not JSON with 400', async () => {
    const response = await env.COMMERCE.fetch(ENDPOINT, { method: 'POST', body: '{not json' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: [{ message: 'Unable to parse the request.', extensions: { category: 'graphql' } }],
    })
  })

  it('reports validation errors without executing, and the same way from the document cache', async () => {
    for (let i = 0; i < 2; i++) {
      const { status, body } = await call('{ storeConfig { no_such_field } }')
      expect(status).toBe(200)
      expect(body.data).toBeUndefined()
      expect(body.errors?.[0]?.message).toBe('Cannot query field "no_such_field" on type "StoreConfig".')
      expect(body.errors?.[0]?.extensions?.category).toBe('graphql')
    }
  })

  it('does not answer other paths', async () => {
    const response = await env.COMMERCE.fetch('https://commerce/rest/V1/store')
    expect(response.status).toBe(404)
    await response.arrayBuffer()
  })

  it('rejects other methods', async () => {
    const response = await env.COMMERCE.fetch(ENDPOINT, { method: 'PUT', body: '{}' })
    expect(response.status).toBe(405)
  })
})

describe('Authorization header', () => {
  it('rejects a bearer token the backend does not know, with 403 and graphql-authorization', async () => {
    const response = await env.COMMERCE.fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-token', store: 'en' },
      body: JSON.stringify({ query: STORE_CODE }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      errors: [
        { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } },
      ],
    })
  })

  it('ignores an Authorization header that is not a bearer token', async () => {
    const response = await env.COMMERCE.fetch(`${ENDPOINT}?query=${encodeURIComponent(STORE_CODE)}`, {
      headers: { authorization: 'Basic abc' },
    })
    expect(response.status).toBe(200)
    await response.arrayBuffer()
  })
})

describe('query limits', () => {
  it('accepts a query of depth 20', async () => {
    const { status, body } = await call(nestedCategories(19))
    expect(status).toBe(200)
    expect(body.errors).toBeUndefined()
    expect(body.data?.categories.items[0].children[0].children[0].children[0].children).toEqual([])
  })

  it('rejects a query deeper than 20', async () => {
    const { status, body } = await call(nestedCategories(20))
    expect(status).toBe(200)
    expect(body.data).toBeUndefined()
    expect(body.errors?.map((e) => e.message)).toEqual(['Max query depth should be 20 but got 21.'])
  })

  it('counts fragments into the depth', async () => {
    const query = `query { categories { ...F } } fragment F on CategoryResult { items { ${'children { '.repeat(20)}uid${' }'.repeat(20)} } }`
    const { body } = await call(query)
    expect(body.errors?.[0]?.message).toBe('Max query depth should be 20 but got 21.')
  })

  it('accepts a query of 300 fields', async () => {
    const fields = Array.from({ length: 299 }, (_, i) => `f${i}: store_code`).join(' ')
    const { body } = await call(`{ storeConfig { ${fields} } }`)
    expect(body.errors).toBeUndefined()
    expect(body.data?.storeConfig.f298).toBe('de')
  })

  it('rejects a query of more than 300 fields, with Magento message and category', async () => {
    const fields = Array.from({ length: 300 }, (_, i) => `f${i}: store_code`).join(' ')
    const { status, body } = await call(`{ storeConfig { ${fields} } }`)
    expect(status).toBe(200)
    expect(body).toEqual({
      errors: [
        { message: 'Max query complexity should be 300 but got 301.', extensions: { category: 'graphql-input' } },
      ],
    })
  })
})
