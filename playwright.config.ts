import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions as chromium } from './tests/chromium'

// Ports and state are per run, so two runs (e.g. two worktrees) can test side by side.
const port = Number(process.env.E2E_PORT ?? 8799)
const commercePort = Number(process.env.E2E_COMMERCE_PORT ?? port - 1)
const deskPort = Number(process.env.E2E_DESK_PORT ?? port + 1)

/**
 * Browser tests against the built storefront and commerce Workers, on a freshly seeded D1; the sales desk's tests
 * (tests/e2e/desk/) against the desk Worker beside them.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A CI machine runs the three Workers and two browsers on few, shared cores: allow it twice the time.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: 'desk/**', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', testIgnore: 'desk/**', use: { ...devices['Pixel 7'], launchOptions: chromium } },
    {
      name: 'desk-desktop',
      testDir: 'tests/e2e/desk',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: `http://127.0.0.1:${deskPort}` },
    },
    {
      name: 'desk-phone',
      testDir: 'tests/e2e/desk',
      use: { ...devices['Pixel 7'], launchOptions: chromium, baseURL: `http://127.0.0.1:${deskPort}` },
    },
  ],
  webServer: {
    // The captcha's local stand-in: the account forms show its widget (tests/e2e/account-auth.spec.ts).
    command: `node scripts/serve.ts --state .wrangler/e2e-state-${port} --fresh --port ${port} --commerce-port ${commercePort} --desk-port ${deskPort} --var CAPTCHA_PROVIDER:local`,
    // The desk starts last (scripts/shop-process.ts): once it answers, all three do.
    url: `http://127.0.0.1:${deskPort}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
  },
})
