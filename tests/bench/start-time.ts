/**
 * How long a newcomer waits: a fresh clone of the committed tree (its dependencies installed as `npm ci` leaves
 * them: this repository's node_modules, linked, and the generated resolver types of its `prepare`), then
 * `npm start` until the shop answers `/de`, and until the sales desk answers too. `npm ci` itself is not counted.
 * Ports: BENCH_START_PORT (8780) and the two above it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const PORT = Number(process.env.BENCH_START_PORT ?? 8780)
const LIMIT_MS = 180_000

export interface StartTime {
  /** From `npm start` to the storefront's first 200 on /de. */
  shopMs: number
  /** From `npm start` to the sales desk's login page. */
  deskMs: number
  /** The machine's load average over the minute before the start, beside its cores: what else competed. */
  load: number
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { redirect: 'manual' })).status < 500
  } catch {
    return false
  }
}

async function waitFor(url: string, child: ChildProcess, started: number, output: string[]): Promise<number> {
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output.join('')}`)
    if (performance.now() - started > LIMIT_MS) throw new Error(`Nothing answered at ${url} within ${LIMIT_MS} ms`)
    await new Promise((done) => setTimeout(done, 100))
  }
  return performance.now() - started
}

export async function measureStartTime(repository = resolve(import.meta.dirname, '../..')): Promise<StartTime> {
  const clone = mkdtempSync(join(tmpdir(), 'fresh-clone-'))
  try {
    execFileSync('git', ['clone', '--quiet', repository, clone])
    symlinkSync(join(repository, 'node_modules'), join(clone, 'node_modules'))
    execFileSync('npm', ['run', 'commerce:codegen'], { cwd: clone, stdio: 'ignore' })
    const env = { ...process.env, PORT: String(PORT), COMMERCE_PORT: String(PORT + 1), DESK_PORT: String(PORT + 2) }
    const load = loadavg()[0] ?? Number.NaN
    const started = performance.now()
    // Its own process group, so that stopping it stops wrangler and workerd too.
    const child = spawn('npm', ['start'], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    // The last of what it says, for a start that fails.
    const output: string[] = []
    const keep = (chunk: Buffer) => output.push(chunk.toString()) > 50 && output.shift()
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    try {
      const shopMs = await waitFor(`http://localhost:${PORT}/de`, child, started, output)
      const deskMs = await waitFor(`http://localhost:${PORT + 2}/login`, child, started, output)
      return { shopMs, deskMs, load }
    } finally {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
      await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(undefined)))
    }
  } finally {
    rmSync(clone, { recursive: true, force: true })
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export function printStartTime({ shopMs, deskMs, load }: StartTime): void {
  console.log(
    '\nStart time of a fresh clone (`npm start` after `git clone` and `npm ci`, the build included), with the' +
      ` machine's load average at the start ${load.toFixed(1)} on ${availableParallelism()} cores:`,
  )
  console.table({ 'npm start': { 'shop answers': seconds(shopMs), 'desk answers': seconds(deskMs), goal: '≤ 20 s' } })
  console.log('  Goal (issue 44): the shop answers within 20 s; the desk is built and started beside it.')
}

if (import.meta.main) printStartTime(await measureStartTime())
