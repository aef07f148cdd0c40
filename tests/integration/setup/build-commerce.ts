/**
 * Vitest globalSetup of the workers project: bundles the commerce Worker exactly as `wrangler deploy` would
 * (`wrangler deploy --dry-run`) and provides the bundle's modules to the project's Miniflare options.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'

const ROOT = resolve(import.meta.dirname, '../../..')
const COMMERCE_CONFIG = resolve(ROOT, 'commerce/wrangler.jsonc')

/**
 * A module of the bundle as Miniflare takes it: the entry (ESModule), text modules such as the SDL and data modules
 * such as the documents' font.
 */
export type CommerceModule = { type: 'ESModule' | 'Text' | 'Data'; path: string }

declare module 'vitest' {
  export interface ProvidedContext {
    commerceWorkerModulesRoot: string
    commerceWorkerModules: CommerceModule[]
  }
}

export default function setup(project: TestProject) {
  const outdir = mkdtempSync(join(tmpdir(), 'commerce-worker-'))
  const wrangler = resolve(ROOT, 'node_modules/wrangler/bin/wrangler.js')
  const result = spawnSync(
    process.execPath,
    [wrangler, 'deploy', '--dry-run', '-c', COMMERCE_CONFIG, '--outdir', outdir],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, WRANGLER_LOG: 'error', WRANGLER_SEND_METRICS: 'false' } },
  )
  if (result.status !== 0) {
    throw new Error(`bundling the commerce Worker failed:\n${result.stdout}\n${result.stderr}`)
  }
  // The entry first; then every Text and Data module wrangler emitted beside it (its `rules`, e.g. schema.graphql,
  // and its default Data rule for `*.bin`, the font).
  const modules: CommerceModule[] = [{ type: 'ESModule', path: join(outdir, 'index.js') }]
  for (const file of readdirSync(outdir)) {
    if (file.endsWith('.graphql')) modules.push({ type: 'Text', path: join(outdir, file) })
    if (file.endsWith('.bin')) modules.push({ type: 'Data', path: join(outdir, file) })
  }
  project.provide('commerceWorkerModulesRoot', outdir)
  project.provide('commerceWorkerModules', modules)
  return () => rmSync(outdir, { recursive: true, force: true })
}
