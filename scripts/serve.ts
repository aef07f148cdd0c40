/**
 * `node scripts/serve.ts [--port 8787] [--commerce-port 8788] [--state .wrangler/state] [--fresh] [--host localhost]`
 * Serves the built shop until interrupted.
 */
import { parseArgs } from 'node:util'
import { startShop } from './shop-process.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8787' },
    'commerce-port': { type: 'string', default: process.env.COMMERCE_PORT ?? '8788' },
    state: { type: 'string', default: '.wrangler/state' },
    host: { type: 'string', default: 'localhost' },
    fresh: { type: 'boolean', default: false },
  },
})

const shop = await startShop({
  port: Number(values.port),
  commercePort: Number(values['commerce-port']),
  state: values.state,
  fresh: values.fresh,
  host: values.host,
})
console.log(`
  The shop is running at ${shop.url}/de (German) and ${shop.url}/en (English).
  The commerce backend answers on its own address: ${shop.commerceUrl}/graphql
  Mails it sends wait in the local outbox: ${shop.commerceUrl}/dev/mailbox
  Stop both with Ctrl+C.
`)
const stop = () => shop.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
