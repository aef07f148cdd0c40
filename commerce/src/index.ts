/**
 * The commerce backend Worker: Magento 2.4's storefront GraphQL dialect on D1.
 * The storefront calls it through the `COMMERCE` service binding at https://commerce/graphql, and proxies
 * /media/* (generated product images) to it.
 */
import type { Env } from './env'
import { handleGraphQl } from './graphql/server'
import { handleProductImage } from './media/productImage'

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (pathname === '/graphql' || pathname === '/graphql/') return handleGraphQl(request, env)
    if (pathname.startsWith('/media/') && request.method === 'GET') {
      const image = await handleProductImage(request, env.DB)
      if (image) return image
    }
    return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  },
} satisfies ExportedHandler<Env>
