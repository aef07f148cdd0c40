/**
 * `npm run deploy:check` (part of `npm test`, after the build): bundles the built Workers exactly as `wrangler
 * deploy` would, in the README's order (commerce first, then the storefront and the sales desk that bind to it),
 * without uploading anything. Needs no Cloudflare account or network, so the deploy recipe cannot rot unnoticed.
 * First it checks that the built commerce config exposes no more than README.md's security section allows, and that
 * it delivers mails (its queue and a transport: scripts/mail-delivery-config.ts).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { commerceExposureProblems } from './commerce-exposure.ts'
import { mailDeliveryProblems } from './mail-delivery-config.ts'

const WORKERS = [
  { name: 'commerce', config: 'dist/commerce/wrangler.json' },
  { name: 'storefront', config: 'dist/server/wrangler.json' },
  { name: 'desk', config: 'dist/desk/desk/wrangler.json' },
]

// The commerce Worker as built has no public address but what the README's security section allows, and delivers mails.
const builtCommerce = JSON.parse(readFileSync('dist/commerce/wrangler.json', 'utf8'))
const exposure = commerceExposureProblems(builtCommerce)
if (exposure.length > 0) throw new Error(`dist/commerce/wrangler.json exposes commerce:\n${exposure.join('\n')}`)
const delivery = mailDeliveryProblems(builtCommerce)
if (delivery.length > 0) throw new Error(`dist/commerce/wrangler.json delivers no mail:\n${delivery.join('\n')}`)

const outdir = mkdtempSync(join(tmpdir(), 'deploy-dry-run-'))
try {
  for (const { name, config } of WORKERS) {
    if (!existsSync(config)) throw new Error(`${config} is missing: run \`npm run build\` first.`)
    const bundle = join(outdir, name)
    const result = spawnSync(
      process.execPath,
      ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run', '-c', config, '--outdir', bundle],
      { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'warn' } },
    )
    if (result.status !== 0)
      throw new Error(`wrangler deploy --dry-run of ${name} failed:\n${result.stdout}${result.stderr}`)
    const size = statSync(join(bundle, 'index.js')).size
    console.log(`${name}: wrangler deploy --dry-run passed (${config}, index.js ${(size / 1024).toFixed(0)} KiB)`)
  }
} finally {
  rmSync(outdir, { recursive: true, force: true })
}
