import type { LaunchOptions } from '@playwright/test'

/**
 * Chromium as the browser tests and the bench launch it: Debian's build (Playwright cannot download browsers here),
 * without the background networking that would flood a closed network with refused connections.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
} satisfies LaunchOptions
