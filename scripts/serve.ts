/**
 * `node scripts/serve.ts [--port 8787] [--commerce-port 8788] [--desk-port 8789] [--state .wrangler/state] [--fresh]
 * [--host localhost] [--var NAME:value …] [--commerce-var NAME:value …]` Serves the built shop and the sales desk
 * until interrupted; `--var` sets a variable of the storefront Worker, `--commerce-var` one of the commerce Worker
 * (e.g. the mail transport: README.md, "Deploy").
 */
import { parseArgs } from 'node:util'
import { LOCAL_STAFF_USER } from '../commerce/scripts/staff-user-sql.ts'
import { startShop } from './shop-process.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8787' },
    'commerce-port': { type: 'string', default: process.env.COMMERCE_PORT ?? '8788' },
    'desk-port': { type: 'string', default: process.env.DESK_PORT ?? '8789' },
    state: { type: 'string', default: '.wrangler/state' },
    host: { type: 'string', default: 'localhost' },
    fresh: { type: 'boolean', default: false },
    var: { type: 'string', multiple: true, default: [] },
    'commerce-var': { type: 'string', multiple: true, default: [] },
  },
})

const shop = await startShop({
  port: Number(values.port),
  commercePort: Number(values['commerce-port']),
  deskPort: Number(values['desk-port']),
  state: values.state,
  fresh: values.fresh,
  host: values.host,
  vars: values.var,
  commerceVars: values['commerce-var'],
})
console.log(`
  The shop is running at ${shop.url}/de (German) and ${shop.url}/en (English).
  The commerce backend answers on its own address: ${shop.commerceUrl}/graphql
  Mails it sends wait in the local outbox: ${shop.url}/dev/mailbox (and ${shop.url}/dev/mailbox.json)
  The sales desk: ${shop.deskUrl} — local staff user ${LOCAL_STAFF_USER.username} / ${LOCAL_STAFF_USER.password}
  Stop them all with Ctrl+C.
`)
const stop = () => shop.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
