/**
 * Magento's input limits on /graphql: the search text cut to max_query_length, pageSize at most 300, complexity
 * counted with aliases and every fragment spread, request bodies over 256 KiB refused unread (issue 11, item 2).
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, ENDPOINT } from './graphql'

const SEARCH = 'query ($search: String) { products(search: $search) { total_count items { sku } } }'

/** `words` distinct searchable words separated by spaces: "platte pvc platte pvc …". */
const longSearch = (length: number) => 'platte pvc '.repeat(Math.ceil(length / 11)).slice(0, length)

describe('search text', () => {
  it('answers a 4 KB search as its first 128 characters', async () => {
    const cut = await call(SEARCH, { variables: { search: longSearch(128) } })
    const long = await call(SEARCH, { variables: { search: longSearch(4 * 1024) } })
    expect(long.status).toBe(200)
    expect(long.body.errors).toBeUndefined()
    expect(long.body.data.products.total_count).toBeGreaterThan(0)
    expect(long.body.data.products).toEqual(cut.body.data.products)
  })

  it('answers a 100 KB search without running out of time or memory', async () => {
    const { status, body } = await call(SEARCH, { variables: { search: `${'x'.repeat(200)} ${longSearch(100_000)}` } })
    expect(status).toBe(200)
    // The first 128 characters are one word no product has: nothing found, nothing failed.
    expect(body).toEqual({ data: { products: { total_count: 0, items: [] } } })
  })

  it('bounds a search of many one-letter words', async () => {
    const { status, body } = await call(SEARCH, { variables: { search: 'p '.repeat(50_000) } })
    expect(status).toBe(200)
    expect(body.errors).toBeUndefined()
  })
})

describe('pageSize', () => {
  const page = (pageSize: number) =>
    call('query ($n: Int) { products(filter: {}, pageSize: $n) { items { sku } } }', {
      variables: { n: pageSize },
      store: 'en',
    })

  it('takes up to 300', async () => {
    const { body } = await page(300)
    expect(body.data.products.items).toHaveLength(300)
  })

  it('refuses more than 300 as Magento does', async () => {
    const { status, body } = await page(301)
    expect(status).toBe(200)
    expect(body.errors?.[0]).toMatchObject({
      message: 'Maximum pageSize is 300',
      extensions: { category: 'graphql-input' },
    })
  })

  it('refuses it in the German store view in German', async () => {
    const { body } = await call('{ products(filter: {}, pageSize: 1000) { total_count } }', { store: 'de' })
    expect(body.errors?.[0]?.message).toBe('Der höchste Wert von pageSize ist 300')
  })

  it('applies to the lists of categories too', async () => {
    const { body } = await call('{ categories(pageSize: 5000) { total_count } }', { store: 'en' })
    expect(body.errors?.[0]?.message).toBe('Maximum pageSize is 300')
  })
})

describe('complexity', () => {
  it('counts every alias', async () => {
    const aliases = Array.from({ length: 301 }, (_, i) => `a${i}: storeConfig { store_code }`).join(' ')
    const { body } = await call(`{ ${aliases} }`)
    expect(body.errors?.[0]?.message).toBe('Max query complexity should be 300 but got 302.')
  })

  it('counts a fragment once per spread, so a fan-out of fragments is refused before it runs', async () => {
    // 3^12 searches written in 40 lines.
    const levels = Array.from(
      { length: 12 },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} ...F${i + 1} }`,
    ).join('\n')
    const query = `{ ...F0 }\n${levels}\nfragment F12 on Query { products(search: "platte") { total_count } }`
    const { status, body } = await call(query)
    expect(status).toBe(200)
    expect(body.errors?.[0]?.message).toMatch(/^Max query complexity should be 300 but got \d+\.$/)
    expect(body.data).toBeUndefined()
  })

  it('answers introspection in local development', async () => {
    const { body } = await call('{ __schema { queryType { name } } }')
    expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } })
  })
})

describe('request size', () => {
  it('refuses a body over 256 KiB with 413, unread', async () => {
    const response = await env.COMMERCE.fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ storeConfig { store_code } }${' '.repeat(300 * 1024)}` }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request is too large.', extensions: { category: 'graphql' } }],
    })
  })

  it('refuses a streamed body that grows past the limit', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const response = await env.COMMERCE.fetch(ENDPOINT, { method: 'POST', body })
    expect(response.status).toBe(413)
  })

  it('refuses a document of too many tokens as a syntax error', async () => {
    const { status, body } = await call(`{ storeConfig { ${'a '.repeat(25_000)} } }`)
    expect(status).toBe(400)
    expect(body.errors?.[0]?.message).toMatch(/^Syntax Error: Document contains more than 20000 tokens/)
  })
})
