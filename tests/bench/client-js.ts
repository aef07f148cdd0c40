import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'

export interface ClientJavaScript {
  files: number
  /** Gzip -9 bytes of all scripts. */
  bytes: number
}

/** Gzip size of every script a first visit (a fresh browser context: empty HTTP cache) downloads. */
async function clientJavaScriptGzip(browser: Browser, url: string): Promise<ClientJavaScript> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts: Promise<number>[] = []
  page.on('response', (response) => {
    // A redirect has no body; the script it leads to is a response of its own.
    if (response.request().resourceType() === 'script' && response.status() < 300) {
      scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length))
    }
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const sizes = await Promise.all(scripts)
  await context.close()
  return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) }
}

/** First-visit client JavaScript of each named url, measured in Chromium. */
export async function clientJavaScriptPerRoute(routes: Record<string, string>) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  })
  try {
    const sizes: Record<string, ClientJavaScript> = {}
    for (const [route, url] of Object.entries(routes)) sizes[route] = await clientJavaScriptGzip(browser, url)
    return sizes
  } finally {
    await browser.close()
  }
}
