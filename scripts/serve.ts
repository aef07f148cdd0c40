/**
 * `node scripts/serve.ts [--build] [--port 8787] [--commerce-port 8788] [--desk-port 8789] [--state .wrangler/state]
 * [--fresh] [--host localhost] [--var NAME:value …] [--commerce-var NAME:value …]` Serves the built shop and the
 * sales desk until interrupted; `--var` sets a variable of the storefront Worker, `--commerce-var` one of the
 * commerce Worker (e.g. the mail transport: README.md, "Deploy"). With `--build` (`npm start`) it builds them first,
 * the shop before the desk, while the database is prepared: the shop answers as soon as its own build is done.
 */
import { execFile } from 'node:child_process'
import { setPriority } from 'node:os'
import { parseArgs, promisify } from 'node:util'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8787' },
    'commerce-port': { type: 'string', default: process.env.COMMERCE_PORT ?? '8788' },
    'desk-port': { type: 'string', default: process.env.DESK_PORT ?? '8789' },
    state: { type: 'string', default: '.wrangler/state' },
    host: { type: 'string', default: 'localhost' },
    fresh: { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
    var: { type: 'string', multiple: true, default: [] },
    'commerce-var': { type: 'string', multiple: true, default: [] },
  },
})

/**
 * `vite build` of one config, its output shown only when it fails. `background` builds at the lowest CPU priority,
 * so the Workers that start meanwhile keep the machine's cores.
 */
async function viteBuild(args: string[], { background = false } = {}) {
  const build = promisify(execFile)(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...args], {
    maxBuffer: 64 * 1024 * 1024,
  })
  if (background && build.child.pid) setPriority(build.child.pid, 19)
  try {
    await build
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    console.error(stdout, stderr)
    throw error
  }
}

// The builds start before anything else is loaded: the shop's first, then the desk's beside the starting shop.
let builds: { shop: Promise<unknown>; desk: Promise<unknown> } | undefined
if (values.build) {
  const shop = viteBuild([])
  builds = { shop, desk: shop.then(() => viteBuild(['-c', 'desk/vite.config.ts'], { background: true })) }
}
const { LOCAL_STAFF_USER } = await import('../commerce/scripts/staff-user-sql.ts')
const { startShop } = await import('./shop-process.ts')

const shop = await startShop({
  port: Number(values.port),
  commercePort: Number(values['commerce-port']),
  deskPort: Number(values['desk-port']),
  state: values.state,
  fresh: values.fresh,
  host: values.host,
  vars: values.var,
  commerceVars: values['commerce-var'],
  builds,
  onShopServing: ({ url, commerceUrl }) =>
    console.log(`
  The shop is running at ${url}/de (German) and ${url}/en (English).
  The commerce backend answers on its own address: ${commerceUrl}/graphql
  Mails it sends wait in the local outbox: ${url}/dev/mailbox (and ${url}/dev/mailbox.json)`),
})
console.log(`  The sales desk: ${shop.deskUrl} — local staff user ${LOCAL_STAFF_USER.username} / ${LOCAL_STAFF_USER.password}
  Stop them all with Ctrl+C.
`)
const stop = () => shop.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
