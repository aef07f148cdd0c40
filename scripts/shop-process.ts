/**
 * Runs the built shop: both Workers under `wrangler dev` (Miniflare) on one local D1 that is
 * migrated and seeded first. Used by `npm start`, the browser tests and the bench.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

export interface ShopOptions {
  port: number
  /** Folder of the local D1 and cache state. */
  state: string
  /** Start from an empty database. */
  fresh?: boolean
  host?: string
  /** Hide wrangler's line per request (the bench sends thousands). */
  quiet?: boolean
}

const COMMERCE_CONFIG = 'commerce/wrangler.jsonc'

const WRANGLER = ['node_modules/wrangler/bin/wrangler.js']

function run(args: string[]): void {
  execFileSync(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  })
}

/** Applies the commerce migrations and the seed (idempotent) to the D1 in `state`. */
export function prepareDatabase(state: string, fresh = false): void {
  if (fresh) rmSync(state, { recursive: true, force: true })
  const d1 = ['--local', '--persist-to', state, '-c', COMMERCE_CONFIG]
  run([...WRANGLER, 'd1', 'migrations', 'apply', 'commerce', ...d1])
  run(['commerce/scripts/generate-seed.ts'])
  run([...WRANGLER, 'd1', 'execute', 'commerce', ...d1, '--file', 'commerce/seed/seed.sql'])
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
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
  throw new Error(`The shop did not answer at ${url} within ${timeoutMs} ms`)
}

export async function startShop(options: ShopOptions): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!existsSync('dist/server/wrangler.json')) throw new Error('No build found: run `npm run build` first.')
  prepareDatabase(options.state, options.fresh)
  const host = options.host ?? '127.0.0.1'
  // Started with this Node (24) directly, in our process group, so stopping the group stops wrangler too.
  const child = spawn(
    process.execPath,
    [
      ...WRANGLER,
      'dev',
      '-c',
      'dist/server/wrangler.json',
      '-c',
      'dist/commerce/wrangler.json',
      '--persist-to',
      options.state,
      '--ip',
      host,
      '--port',
      String(options.port),
      '--show-interactive-dev-session=false',
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', ...(options.quiet ? { WRANGLER_LOG: 'warn' } : {}) },
    },
  )
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${options.port}`
  await waitUntilServing(`${url}/de`, child)
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}
