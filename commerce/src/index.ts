/**
 * The commerce backend Worker: Magento 2.4's storefront GraphQL dialect on D1.
 * The storefront calls it through the `COMMERCE` service binding at https://commerce/graphql.
 */
import type { Env } from './env'
import { handleGraphQl } from './graphql/server'

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (pathname === '/graphql' || pathname === '/graphql/') return handleGraphQl(request, env)
    return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  },
} satisfies ExportedHandler<Env>
