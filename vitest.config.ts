import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { unstable_readConfig } from 'wrangler'
import type {} from './tests/integration/setup/build-commerce'

/**
 * Test projects:
 * - `workers`: tests/integration/** inside workerd. The runner's bindings mirror the storefront Worker's
 *   (COMMERCE service binding → the commerce Worker, bundled by the globalSetup with `wrangler deploy --dry-run`),
 *   plus COMMERCE_DB / COMMERCE_MIGRATIONS / COMMERCE_SEED, which the setup file uses to migrate and seed the same
 *   D1 database (same id as in commerce/wrangler.jsonc) the commerce Worker reads.
 * - `unit` (node environment, tests/unit/**) lives beside it.
 */
const commerceConfig = resolve(import.meta.dirname, 'commerce/wrangler.jsonc')

function commerceWorker() {
  const config = unstable_readConfig({ config: commerceConfig })
  const db = config.d1_databases.find((d: { binding: string }) => d.binding === 'DB')
  if (!db?.database_id) throw new Error('commerce/wrangler.jsonc: no D1 binding DB with a database_id')
  return {
    name: config.name ?? 'commerce',
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    databaseId: db.database_id,
    migrationsDir: resolve(import.meta.dirname, 'commerce', db.migrations_dir ?? 'migrations'),
  }
}

/** The error tracker's DSN in the tests: its envelopes go to a stand-in (tests/integration/setup/stand-in-error-tracker.js). */
const TEST_SENTRY_DSN = 'http://public@error-tracker.test/1'
/** A D1 database nothing migrates: the commerce Worker on it fails every query (tests/integration/observability/). */
const UNMIGRATED_DATABASE_ID = '5c0f3a52-6d8e-4b8a-9c1e-c0aa1e7ce0ff'

/** commerce/seed/seed.sql holds one statement per line. */
const seedStatements = () =>
  readFileSync(resolve(import.meta.dirname, 'commerce/seed/seed.sql'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('--'))

/**
 * `*.bin` files as the Workers load them (wrangler's and the Cloudflare Vite plugin's "Data" modules, e.g. the
 * documents' font): their bytes as an ArrayBuffer, for tests that import commerce code directly.
 */
function binaryModules(): Plugin {
  return {
    name: 'binary-modules',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.bin')) return null
      const base64 = readFileSync(id).toString('base64')
      return `export default Uint8Array.from(atob(${JSON.stringify(base64)}), (c) => c.charCodeAt(0)).buffer`
    },
  }
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          // The Lingui macros compile, as in the build: a test may run the pages' loaders (they name their texts).
          babel({ presets: [linguiTransformerBabelPreset()] }),
          lingui(),
          binaryModules(),
          cloudflareTest(async ({ inject }) => {
            const commerce = commerceWorker()
            /** The built commerce Worker under `name`, with the D1, bindings and services of `setup`. */
            const commerceAs = (name: string, setup: Record<string, unknown>) => ({
              name,
              modulesRoot: inject('commerceWorkerModulesRoot'),
              modules: inject('commerceWorkerModules'),
              compatibilityDate: commerce.compatibilityDate,
              compatibilityFlags: commerce.compatibilityFlags,
              ...setup,
            })
            // The same commerce Worker on the same D1, delivering through the queue to the mail API's stand-in (its
            // outbound service, so MAIL_API_URL's host is answered by it); see tests/integration/commerce/mail-delivery.test.ts.
            const deliveringCommerce = commerceAs('commerce-mail', {
              d1Databases: { DB: commerce.databaseId },
              bindings: {
                DEV_MAILBOX: '1',
                MAIL_TRANSPORT: 'resend',
                MAIL_API_URL: 'https://mail-api.example/',
                MAIL_API_KEY: 'stand-in-key',
                MAIL_API_TIMEOUT_SECONDS: '1',
                MAIL_RETRY_SECONDS: '0',
              },
              queueProducers: { MAIL_QUEUE: 'commerce-mail' },
              queueConsumers: { 'commerce-mail': { maxBatchTimeout: 0.05, maxRetries: 6 } },
              outboundService: 'mail-api',
            })
            /** The commerce Worker on a D1 without tables; what it sends (the error tracker's envelopes) goes to `tracker`. */
            const unmigratedCommerce = (name: string, tracker: string, bindings: Record<string, string> = {}) =>
              commerceAs(name, { d1Databases: { DB: UNMIGRATED_DATABASE_ID }, bindings, outboundService: tracker })
            return {
              miniflare: {
                // as the storefront Worker (wrangler.jsonc)
                compatibilityDate: '2026-10-01',
                compatibilityFlags: ['nodejs_compat'],
                // COMMERCE_STAND_IN: the fault tests' backend that fails on demand (tests/integration/setup/).
                // COMMERCE_MAIL: the commerce Worker delivering its mails to MAIL_API, a stand-in of Resend's API.
                // COMMERCE_UNMIGRATED(_TRACKED): the commerce Worker on a D1 without tables, without and with an error
                // tracker; TRACKER_STAND_IN / UNUSED_TRACKER_STAND_IN receive what each of them sends.
                serviceBindings: {
                  COMMERCE: commerce.name,
                  COMMERCE_STAND_IN: 'commerce-stand-in',
                  COMMERCE_MAIL: 'commerce-mail',
                  MAIL_API: 'mail-api',
                  COMMERCE_UNMIGRATED: 'commerce-unmigrated',
                  COMMERCE_UNMIGRATED_TRACKED: 'commerce-unmigrated-tracked',
                  TRACKER_STAND_IN: 'error-tracker-stand-in',
                  UNUSED_TRACKER_STAND_IN: 'unused-error-tracker-stand-in',
                },
                bindings: {
                  COMMERCE_GRAPHQL_URL: '',
                  // The captcha's local stand-in: the token `pass` passes (tests/integration/server/customer.test.ts).
                  CAPTCHA_PROVIDER: 'local',
                  // The storefront forwards /dev/mailbox(.json) to the commerce Worker's outbox.
                  DEV_MAILBOX: '1',
                  COMMERCE_MIGRATIONS: await readD1Migrations(commerce.migrationsDir),
                  COMMERCE_SEED: seedStatements(),
                },
                d1Databases: { COMMERCE_DB: commerce.databaseId },
                // The sales desk's sign-in limit (desk/wrangler.jsonc): its Worker runs in the tests' own.
                ratelimits: { DESK_SIGN_IN_RATE_LIMITER: { namespace_id: '1002', simple: { limit: 10, period: 60 } } },
                workers: [
                  commerceAs(commerce.name, {
                    d1Databases: { DB: commerce.databaseId },
                    // The development mailbox (/dev/mailbox.json) that the tests read mails from.
                    bindings: { DEV_MAILBOX: '1' },
                  }),
                  deliveringCommerce,
                  {
                    name: 'mail-api',
                    modules: true,
                    scriptPath: resolve(import.meta.dirname, 'tests/integration/setup/stand-in-mail-api.js'),
                    compatibilityDate: commerce.compatibilityDate,
                  },
                  {
                    name: 'commerce-stand-in',
                    modules: true,
                    scriptPath: resolve(import.meta.dirname, 'tests/integration/setup/stand-in-commerce.js'),
                    compatibilityDate: commerce.compatibilityDate,
                    serviceBindings: { REAL: commerce.name },
                  },
                  unmigratedCommerce('commerce-unmigrated', 'unused-error-tracker-stand-in'),
                  unmigratedCommerce('commerce-unmigrated-tracked', 'error-tracker-stand-in', {
                    SENTRY_DSN: TEST_SENTRY_DSN,
                  }),
                  ...['error-tracker-stand-in', 'unused-error-tracker-stand-in'].map((name) => ({
                    name,
                    modules: true,
                    scriptPath: resolve(import.meta.dirname, 'tests/integration/setup/stand-in-error-tracker.js'),
                    compatibilityDate: commerce.compatibilityDate,
                  })),
                ],
              },
            }
          }),
        ],
        test: {
          name: 'workers',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/setup/build-commerce.ts'],
          setupFiles: ['tests/integration/setup/commerce-db.ts'],
          // Two Workers and a D1 on a 2-core machine: a sweep of every Magento field takes seconds, not a hang.
          testTimeout: 20_000,
        },
      },
      {
        // As in the build: the Lingui macros compile (the message maps are tested), the catalogs (.po) on import.
        plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui(), binaryModules()],
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
})
