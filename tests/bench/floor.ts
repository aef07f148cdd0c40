/**
 * The framework floor (`../shared/baseline/floor-app`, its README): the same stack rendering one route, built and
 * served beside the shop so that every figure is taken against it in the same run. It is copied to a folder of its
 * own outside this repository (its dependencies and build never land here) and served on 127.0.0.1.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { stopProcess, waitUntilServing } from '../../scripts/shop-process.ts'

const SOURCE = resolve(process.env.BENCH_FLOOR_APP ?? '../shared/baseline/floor-app')
const WORKDIR = process.env.BENCH_FLOOR_WORKDIR ?? join(tmpdir(), 'plastics-bench-floor-app')
/** Not the shop's ports (npm start, the e2e tests, the bench's own shop). */
const PORT = Number(process.env.BENCH_FLOOR_PORT ?? 8795)
const STATE = '.wrangler/state'
const OWN_OUTPUT = new Set(['node_modules', 'dist', '.wrangler', '.tanstack', 'test-results'])

function inWorkdir(command: string, args: string[]): void {
  execFileSync(command, args, {
    cwd: WORKDIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  })
}

const wrangler = (args: string[]) => [join(WORKDIR, 'node_modules/wrangler/bin/wrangler.js'), ...args]

/** Copies the floor app (sources only), installs its dependencies once, builds it and migrates its local D1. */
function prepare(): void {
  if (!existsSync(join(SOURCE, 'package.json'))) {
    throw new Error(`No floor app at ${SOURCE}: set BENCH_FLOOR_APP to its folder.`)
  }
  cpSync(SOURCE, WORKDIR, {
    recursive: true,
    filter: (path) => !OWN_OUTPUT.has(path.slice(SOURCE.length + 1).split('/')[0] ?? ''),
  })
  if (!existsSync(join(WORKDIR, 'node_modules'))) inWorkdir('npm', ['ci', '--no-audit', '--no-fund'])
  inWorkdir('npm', ['run', 'build'])
  rmSync(join(WORKDIR, STATE), { recursive: true, force: true })
  const d1 = ['--local', '--persist-to', STATE, '-c', 'gql-worker/wrangler.jsonc']
  inWorkdir(process.execPath, wrangler(['d1', 'migrations', 'apply', 'spike-db', ...d1]))
}

export interface RunningFloor {
  /** The floor's page with no artificial latency: `/?delay=0`. */
  pageUrl: string
  stop: () => Promise<void>
}

export async function startFloor(): Promise<RunningFloor> {
  prepare()
  const child: ChildProcess = spawn(
    process.execPath,
    wrangler([
      'dev',
      ...['-c', 'dist/server/wrangler.json', '-c', 'dist/spike_gql/wrangler.json'],
      ...['--ip', '127.0.0.1', '--port', String(PORT), '--persist-to', STATE],
      '--show-interactive-dev-session=false',
    ]),
    {
      cwd: WORKDIR,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_LOG: 'warn',
        WRANGLER_REGISTRY_PATH: join(WORKDIR, STATE, 'dev-registry'),
      },
    },
  )
  const pageUrl = `http://127.0.0.1:${PORT}/?delay=0`
  try {
    await waitUntilServing(pageUrl, child)
  } catch (error) {
    await stopProcess(child)
    throw error
  }
  return { pageUrl, stop: () => stopProcess(child) }
}
