/**
 * The commerce backend Worker: Magento 2.4's storefront GraphQL dialect on D1. The storefront calls it through the
 * `COMMERCE` service binding at https://commerce/graphql, and proxies /media/* (generated product images) to it.
 * The SDL arrives as text: Vite's `?raw` in the Cloudflare Vite plugin, a wrangler Text module rule under
 * `wrangler deploy` / `wrangler dev` (see commerce/wrangler.jsonc).
 * Only the storefront and the desk call it, so it takes their request id (observability/observed.ts).
 */
import { observed } from '../../observability/observed'
import sdl from '../schema.graphql?raw'
import { commerceWorker } from './kernel/worker'
import { modules } from './modules'

export default observed(commerceWorker(sdl, modules), { trustCaller: true })
