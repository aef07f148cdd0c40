/**
 * The shop's typed client for scripts (Node, Deno, Bun, other Workers): every procedure of the storefront's
 * backend-for-frontend with its input and answer types, batched like the shop's own pages. See README.md,
 * "Typed client".
 *
 *   import { createShopClient } from 'plastics-storefront/client'
 *   const shop = createShopClient({ url: 'http://localhost:8787' })
 *   const list = await shop.catalog.stockList.query({ itemsPerPage: 50 })
 */
import { createTRPCClient, type TRPCClient } from '@trpc/client'
import type { AppRouter } from '../server/router.ts'
import { CookieJar } from './cookie-jar.ts'
import { shopLinks } from './links.ts'

export { TRPCClientError } from '@trpc/client'
export type { AppRouter }
export { CookieJar }

export interface ShopClientOptions {
  /** The shop's address, e.g. `https://shop.example` or `http://localhost:8787`. */
  url: string
  /** The store view the answers are for (prices, texts, URLs): `de` (default) or `en`. */
  store?: 'de' | 'en'
  /** The cookies the client keeps between calls (cart, customer token); a fresh jar unless given. */
  cookies?: CookieJar
  /** Another fetch, e.g. a Worker's service binding or a test's in-process app. */
  fetch?: (request: Request) => Promise<Response> | Response
}

export type ShopClient = TRPCClient<AppRouter>

/**
 * A client of the shop at `url`. It sends the shop's own Origin with every call: the backend accepts changes
 * (mutations) only from its own origin, a check against cross-site requests from visitors' browsers, which
 * always set Origin themselves. A script is no browser: the cookies it sends are its own (kept in `cookies`).
 */
export function createShopClient({
  url,
  store = 'de',
  cookies = new CookieJar(),
  fetch,
}: ShopClientOptions): ShopClient {
  const { origin } = new URL(url)
  const send = fetch ?? ((request: Request) => globalThis.fetch(request))
  return createTRPCClient<AppRouter>({
    links: shopLinks({
      url: `${origin}/api/trpc`,
      headers: () => ({ 'x-store': store, origin }),
      fetch: async (input, init) => {
        const request = new Request(input, init)
        const cookie = cookies.header()
        if (cookie) request.headers.set('cookie', cookie)
        const response = await send(request)
        cookies.keep(response)
        return response
      },
    }),
  })
}
