/**
 * Runs the built shop: its Workers under `wrangler dev` (Miniflare) on one local D1 that is migrated and seeded
 * first, and the sales desk beside them when it is given a port. Used by `npm start`, the browser tests and the bench.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { LOCAL_STAFF_USER, saveStaffUserSql } from '../commerce/scripts/staff-user-sql.ts'
import { hashPassword } from '../commerce/src/kernel/password-hash.ts'
import { freePort, startRawPathFront } from './raw-path-front.ts'

export interface ShopOptions {
  port: number
  /** Port of the commerce Worker's own address. */
  commercePort: number
  /** Port of the sales desk (desk/); without one the desk does not run (the bench needs none). */
  deskPort?: number
  /** Folder of the local D1 and cache state. */
  state: string
  /** Start from an empty database. */
  fresh?: boolean
  host?: string
  /** Hide wrangler's line per request (the bench sends thousands). */
  quiet?: boolean
  /** Variables of the storefront Worker, `NAME:value` (e.g. `CAPTCHA_PROVIDER:local` for the browser tests). */
  vars?: string[]
  /**
   * Variables of the commerce Worker, after the local defaults, which they override (e.g. `MAIL_TRANSPORT:resend`
   * with `MAIL_API_URL:http://127.0.0.1:…` and `MAIL_API_KEY:…` to deliver mails to a stand-in of the mail API).
   */
  commerceVars?: string[]
  /**
   * Builds still under way (`npm start`): the shop's Workers start once `shop` is done, the desk once `desk` is; the
   * database is prepared meanwhile. Without them the build must be there.
   */
  builds?: { shop: Promise<unknown>; desk: Promise<unknown> }
  /** Called once the storefront answers, before the desk may (`npm start` prints the shop's addresses then). */
  onShopServing?: (shop: { url: string; commerceUrl: string }) => void
}

const COMMERCE_CONFIG = 'commerce/wrangler.jsonc'
/** The desk's build (desk/vite.config.ts). */
const DESK_CONFIG = 'dist/desk/desk/wrangler.json'

const WRANGLER = ['node_modules/wrangler/bin/wrangler.js']
const MIGRATIONS = 'commerce/migrations'
const SEED = 'commerce/seed/seed.sql'

/** A text as an SQL string literal. */
const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`

/**
 * The configuration of the local addresses, as `bin/magento config:set` would set it: the store views' link URL
 * (Magento's `web/secure/base_link_url` and its unsecure twin) under `storefrontUrl`, and the sales desk's address
 * (`sales/desk/base_url`) at `deskUrl` where the desk runs, so the links in the mails lead to the port each is
 * served on.
 */
export function localAddressesSql(storefrontUrl: string, deskUrl?: string): string {
  const storeViewUrl = `${sqlText(`${storefrontUrl}/`)} || (SELECT code FROM store WHERE store.store_id = core_config_data.scope_id) || '/'`
  const linkUrls = `path IN ('web/unsecure/base_link_url', 'web/secure/base_link_url')`
  const statements = [`UPDATE core_config_data SET value = ${storeViewUrl} WHERE scope = 'stores' AND ${linkUrls}`]
  if (deskUrl) {
    statements.push(`UPDATE core_config_data SET value = ${sqlText(`${deskUrl}/`)} WHERE path = 'sales/desk/base_url'`)
  }
  return statements.join('; ')
}

/**
 * Applies the commerce migrations and the seed (idempotent) to the D1 in `state`, points the configured addresses at
 * the storefront and the desk as served here (localAddressesSql) and saves the local staff user. All in one local
 * D1 (wrangler's platform proxy on the folder `wrangler dev --persist-to state` uses): a `wrangler d1` command per
 * step, and `d1 migrations apply`'s Miniflare per migration, cost a minute on a fresh clone. Migrations are recorded
 * in wrangler's table `d1_migrations`, so `npm run db:migrate` knows them.
 */
export async function prepareDatabase(
  state: string,
  urls: { storefront: string; desk?: string },
  fresh = false,
): Promise<void> {
  if (fresh) rmSync(state, { recursive: true, force: true })
  const seedGenerated = promisify(execFile)(process.execPath, ['commerce/scripts/generate-seed.ts'])
  // Imported here: loading wrangler takes seconds, which `npm start` spends building meanwhile.
  const { getPlatformProxy, unstable_splitSqlQuery } = await import('wrangler')
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: COMMERCE_CONFIG,
    persist: { path: join(state, 'v3') },
  })
  try {
    const db = proxy.env.DB
    await migrate(db, unstable_splitSqlQuery)
    await seedGenerated
    await runAll(db, seedStatements())
    await runAll(db, unstable_splitSqlQuery(localAddressesSql(urls.storefront, urls.desk)))
    const { password, ...staff } = LOCAL_STAFF_USER
    await runAll(db, saveStaffUserSql(staff, await hashPassword(password)))
  } finally {
    await proxy.dispose()
  }
}

/** The migrations not yet in `d1_migrations`, each in one batch with its record, as wrangler applies them. */
async function migrate(db: D1Database, split: (sql: string) => string[]): Promise<void> {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE,
        applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`,
    )
    .run()
  const { results } = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>()
  const applied = new Set(results.map((row) => row.name))
  const pending = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql') && !applied.has(name))
  for (const name of pending.sort()) {
    const statements = split(readFileSync(join(MIGRATIONS, name), 'utf8'))
    const record = db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(name)
    await db.batch([...statements.map((statement) => db.prepare(statement)), record])
  }
}

/** commerce/seed/seed.sql holds one statement per line. */
const seedStatements = () =>
  readFileSync(SEED, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('--'))

const runAll = (db: D1Database, statements: string[]) => db.batch(statements.map((statement) => db.prepare(statement)))

/** Resolves once `url` answers below 500; fails when `child` exits first or nothing answers in time. */
export async function waitUntilServing(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Nothing answered at ${url} within ${timeoutMs} ms`)
}

/**
 * The mail delivery's variables set in the environment, as the commerce Worker's: `MAIL_TRANSPORT=resend
 * MAIL_API_URL=http://127.0.0.1:… MAIL_API_KEY=… npm start` delivers to a stand-in of the mail API.
 */
function mailVariablesOfEnvironment(): string[] {
  const names = ['MAIL_TRANSPORT', 'MAIL_API_URL', 'MAIL_API_KEY', 'MAIL_API_TIMEOUT_SECONDS', 'MAIL_RETRY_SECONDS']
  return names.flatMap((name) => (process.env[name] ? [`${name}:${process.env[name]}`] : []))
}

/**
 * Runs `wrangler dev` for one built Worker, in our process group, so stopping the group stops wrangler too. Each on
 * an inspector port of its own, so the Workers can start at once (on wrangler's default port they race).
 */
async function wranglerDev(
  config: string,
  port: number,
  options: ShopOptions,
  host: string,
  vars: string[] = [],
): Promise<ChildProcess> {
  const inspectorPort = await freePort()
  return spawn(
    process.execPath,
    [
      ...WRANGLER,
      'dev',
      '-c',
      config,
      ...vars.flatMap((v) => ['--var', v]),
      '--persist-to',
      options.state,
      '--ip',
      host,
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--show-interactive-dev-session=false',
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        // Request.cf's placeholder suffices locally; fetching the real one waits up to 3 s for the network.
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        // The storefront finds the commerce Worker for its service binding in this registry; one per state folder,
        // so a second shop on the machine (the browser tests beside `npm start`) never binds to the wrong one.
        WRANGLER_REGISTRY_PATH: join(options.state, 'dev-registry'),
        ...(options.quiet ? { WRANGLER_LOG: 'warn' } : {}),
      },
    },
  )
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
}

/** Sends `signal` to a process and all its descendants (wrangler runs the Worker in a workerd child process). */
function signalProcessTree(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return
  let children: string[] = []
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
  } catch {
    // pgrep exits with 1 when the process has no children
  }
  for (const child of children) signalProcessTree(Number(child), signal)
  process.kill(pid, signal)
}

const origin = (host: string, port: number) => `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`

export interface RunningShop {
  /** The storefront. */
  url: string
  /** The commerce Worker on its own address (GraphQL at `/graphql`), as a deployed commerce Worker has its own URL. */
  commerceUrl: string
  /** The sales desk, when it was given a port. */
  deskUrl?: string
  /** Stops the commerce Worker only: the storefront keeps running, as during an outage of the backend. */
  stopCommerce: () => Promise<void>
  /** Freezes the commerce Worker (SIGSTOP): it takes connections and answers none, as a hanging backend does. */
  hangCommerce: () => void
  /** Lets a frozen commerce Worker answer again (SIGCONT). */
  resumeCommerce: () => void
  stop: () => Promise<void>
}

interface RunningDesk {
  url: string
  stop: () => Promise<void>
}

/** The sales desk's built Worker on `port`, once it answers. */
async function startDesk(port: number, options: ShopOptions, host: string): Promise<RunningDesk> {
  await options.builds?.desk
  const worker = await wranglerDev(DESK_CONFIG, port, options, host)
  const url = origin(host, port)
  try {
    await waitUntilServing(`${url}/login`, worker)
  } catch (error) {
    await stopProcess(worker)
    throw error
  }
  return { url, stop: () => stopProcess(worker) }
}

/**
 * Serves the built Workers, each under its own `wrangler dev`: the commerce Worker on `commercePort`, the
 * storefront on `port` and the sales desk on `deskPort`, which reach the commerce Worker through their `COMMERCE`
 * service bindings. The database is prepared while the shop is built; the three start at once (the storefront
 * finds the commerce Worker in the dev registry once it is there, the desk once its build is done); resolves once
 * all answer.
 */
export async function startShop(options: ShopOptions): Promise<RunningShop> {
  const host = options.host ?? '127.0.0.1'
  const url = origin(host, options.port)
  const deskUrl = options.deskPort === undefined ? undefined : origin(host, options.deskPort)
  await Promise.all([
    prepareDatabase(options.state, { storefront: url, desk: deskUrl }, options.fresh),
    options.builds ? options.builds.shop : assertBuilt(options),
  ])
  const deskStarting = options.deskPort === undefined ? undefined : startDesk(options.deskPort, options, host)
  let shop: Omit<RunningShop, 'deskUrl'>
  try {
    shop = await startShopWorkers(options, host, url)
  } catch (error) {
    await deskStarting?.then(
      (desk) => desk.stop(),
      () => undefined,
    )
    throw error
  }
  options.onShopServing?.(shop)
  let desk: RunningDesk | undefined
  try {
    desk = await deskStarting
  } catch (error) {
    await shop.stop()
    throw error
  }
  return {
    ...shop,
    deskUrl: desk?.url,
    stop: async () => {
      await Promise.all([shop.stop(), desk?.stop()])
    },
  }
}

function assertBuilt(options: ShopOptions): void {
  const builds = ['dist/server/wrangler.json', ...(options.deskPort === undefined ? [] : [DESK_CONFIG])]
  if (!builds.every((config) => existsSync(config))) throw new Error('No build found: run `npm run build` first.')
}

/** The commerce Worker (behind its raw-path front) and the storefront, started together; resolves once both answer. */
async function startShopWorkers(
  options: ShopOptions,
  host: string,
  url: string,
): Promise<Omit<RunningShop, 'deskUrl'>> {
  const commerceHost = '127.0.0.1'
  // The commerce Worker listens behind a front that checks raw paths (raw-path-front.ts) on its own address.
  const commerceWorkerPort = await freePort()
  // The local outbox of every mail the backend sends, at /dev/mailbox(.json) on the commerce address.
  const commerce = await wranglerDev('dist/commerce/wrangler.json', commerceWorkerPort, options, commerceHost, [
    'DEV_MAILBOX:1',
    // Deployed, introspection is off (commerce/wrangler.jsonc); locally tools such as GraphiQL may use it.
    'GRAPHQL_DISABLE_INTROSPECTION:0',
    // VIES is out of reach here: its local stand-in (commerce/src/kernel/vat-validation.ts).
    'VAT_VALIDATION:local',
    // Mails stay in the local outbox, the mailbox above (deployed: Resend), unless the environment or the options
    // name another transport.
    'MAIL_TRANSPORT:outbox',
    ...mailVariablesOfEnvironment(),
    ...(options.commerceVars ?? []),
  ])
  // The storefront serves the same outbox at its own address (server/dev/mailbox.ts).
  const storefront = await wranglerDev('dist/server/wrangler.json', options.port, options, host, [
    'DEV_MAILBOX:1',
    ...(options.vars ?? []),
  ])
  const commerceUrl = origin(commerceHost, options.commercePort)
  const commerceFront = await startRawPathFront(commerceHost, options.commercePort, commerceWorkerPort)
  const stop = async () => {
    commerceFront.close()
    await Promise.all([stopProcess(storefront), stopProcess(commerce)])
  }
  try {
    await waitUntilServing(`${commerceUrl}/graphql?query={__typename}`, commerce)
    await waitUntilServing(`${url}/de`, storefront)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    commerceUrl,
    stopCommerce: () => stopProcess(commerce),
    hangCommerce: () => signalProcessTree(commerce.pid, 'SIGSTOP'),
    resumeCommerce: () => signalProcessTree(commerce.pid, 'SIGCONT'),
    stop,
  }
}
