import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
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

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          // The Lingui macros compile, as in the build: a test may run the pages' loaders (they name their texts).
          babel({ presets: [linguiTransformerBabelPreset()] }),
          lingui(),
          cloudflareTest(async ({ inject }) => {
            const commerce = commerceWorker()
            /** The commerce Worker on a D1 without tables; what it sends (the error tracker's envelopes) goes to `tracker`. */
            const unmigratedCommerce = (name: string, tracker: string, bindings: Record<string, string> = {}) => ({
              name,
              modulesRoot: inject('commerceWorkerModulesRoot'),
              modules: inject('commerceWorkerModules'),
              compatibilityDate: commerce.compatibilityDate,
              compatibilityFlags: commerce.compatibilityFlags,
              d1Databases: { DB: UNMIGRATED_DATABASE_ID },
              bindings,
              outboundService: tracker,
            })
            return {
              miniflare: {
                // as the storefront Worker (wrangler.jsonc)
                compatibilityDate: '2026-10-01',
                compatibilityFlags: ['nodejs_compat'],
                // COMMERCE_STAND_IN: the fault tests' backend that fails on demand (tests/integration/setup/).
                // COMMERCE_UNMIGRATED(_TRACKED): the commerce Worker on a D1 without tables, without and with an error
                // tracker; TRACKER_STAND_IN / UNUSED_TRACKER_STAND_IN receive what each of them sends.
                serviceBindings: {
                  COMMERCE: commerce.name,
                  COMMERCE_STAND_IN: 'commerce-stand-in',
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
                  {
                    name: commerce.name,
                    modulesRoot: inject('commerceWorkerModulesRoot'),
                    modules: inject('commerceWorkerModules'),
                    compatibilityDate: commerce.compatibilityDate,
                    compatibilityFlags: commerce.compatibilityFlags,
                    d1Databases: { DB: commerce.databaseId },
                    // The development mailbox (/dev/mailbox.json) that the tests read mails from, and the local
                    // admin user of the REST API (.dev.vars.example).
                    bindings: { DEV_MAILBOX: '1' },
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
        plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
})
