/** Calls the commerce Worker through the COMMERCE service binding, as the storefront does. */
import { env } from 'cloudflare:workers'

export const ENDPOINT = 'https://commerce/graphql'

export type GraphQlError = { message: string; path?: (string | number)[]; extensions?: { category?: string } }
// biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field.
export type GraphQlBody<T = any> = { data?: T; errors?: GraphQlError[] }

type Options = {
  variables?: Record<string, unknown>
  operationName?: string
  /** The Store header; omitted when undefined. */
  store?: string
  method?: 'GET' | 'POST'
  /** A customer token, sent as `Authorization: Bearer <token>`. */
  token?: string
}

// biome-ignore lint/suspicious/noExplicitAny: see GraphQlBody.
export async function call<T = any>(
  query: string,
  options: Options = {},
): Promise<{ status: number; body: GraphQlBody<T> }> {
  const headers = new Headers()
  if (options.store !== undefined) headers.set('Store', options.store)
  if (options.token !== undefined) headers.set('Authorization', `Bearer ${options.token}`)
  let response: Response
  if (options.method === 'GET') {
    const url = new URL(ENDPOINT)
    url.searchParams.set('query', query)
    if (options.variables) url.searchParams.set('variables', JSON.stringify(options.variables))
    if (options.operationName) url.searchParams.set('operationName', options.operationName)
    response = await env.COMMERCE.fetch(url, { headers })
  } else {
    headers.set('content-type', 'application/json')
    response = await env.COMMERCE.fetch(ENDPOINT, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables: options.variables, operationName: options.operationName }),
    })
  }
  return { status: response.status, body: (await response.json()) as GraphQlBody<T> }
}

/** The data of a query that must succeed. */
// biome-ignore lint/suspicious/noExplicitAny: see GraphQlBody.
export async function data<T = any>(query: string, options: Options = {}): Promise<T> {
  const { status, body } = await call<T>(query, options)
  if (status !== 200 || body.errors) throw new Error(`query failed (${status}): ${JSON.stringify(body.errors)}`)
  return body.data as T
}
