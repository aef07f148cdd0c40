import { env } from 'cloudflare:workers'

/** The test runner's bindings (vitest.config.ts): the commerce Workers, their stand-ins and the storefront's own. */
export type Bindings = {
  COMMERCE: Fetcher
  COMMERCE_STAND_IN: Fetcher
  COMMERCE_UNMIGRATED: Fetcher
  COMMERCE_UNMIGRATED_TRACKED: Fetcher
  TRACKER_STAND_IN: Fetcher
  UNUSED_TRACKER_STAND_IN: Fetcher
}
export const bindings = env as unknown as Bindings
export const realCommerce = bindings.COMMERCE

/** The storefront's and the desk's COMMERCE binding is `commerce` until the test puts it back (afterEach). */
export function bindCommerce(commerce: Fetcher): void {
  bindings.COMMERCE = commerce
}

/** The stand-in commerce (tests/integration/setup/stand-in-commerce.js) in one of its modes. */
export async function standIn(mode: string): Promise<Fetcher> {
  await bindings.COMMERCE_STAND_IN.fetch('https://stand-in/mode', { method: 'POST', body: mode })
  return bindings.COMMERCE_STAND_IN
}

/** The `x-request-id` of every request the stand-in commerce got since the last call. */
export async function requestIdsCommerceGot(): Promise<(string | null)[]> {
  return (await bindings.COMMERCE_STAND_IN.fetch('https://stand-in/request-ids')).json()
}

/** The sales desk's bindings, with commerce as the test binds it. */
export const deskEnv = () => ({
  COMMERCE: bindings.COMMERCE,
  ASSETS: { fetch: async () => new Response(null, { status: 404 }) },
})
