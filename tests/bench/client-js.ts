import { gzipSync } from 'node:zlib'
import { type Browser, chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.ts'

export interface ClientJavaScript {
  /** Script files the page loads (modulepreloads and lazy chunks included) until the network is idle. */
  files: number
  /** Gzip -9 bytes of those scripts. */
  bytes: number
  /** Gzip -9 bytes of the further scripts a service worker, registered after the load, downloads into its caches. */
  serviceWorkerBytes: number
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length

/** How long the bench waits for a page's service worker to finish installing (precaching) after the load. */
const SERVICE_WORKER_WAIT_MS = 15_000

/**
 * The script urls a page's service worker keeps in its caches once it is installed; none when the page registers
 * no service worker. Inline scripts are part of the HTML document and counted with it.
 */
function serviceWorkerScripts(page: Page): Promise<string[]> {
  return page.evaluate(async (waitMs) => {
    if (!(await navigator.serviceWorker.getRegistration())) return []
    const ready = navigator.serviceWorker.ready.then(() => true)
    if (!(await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, waitMs, false))]))) return []
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls.filter((url) => new URL(url).pathname.endsWith('.js'))
  }, SERVICE_WORKER_WAIT_MS)
}

/**
 * What a first visit (a fresh browser context: empty HTTP cache, no service worker) downloads as script: every
 * script response of the page (the entry, its modulepreloads, chunks loaded during hydration such as the locale's
 * messages) until the network has been idle for 500 ms, and apart from that the scripts its service worker
 * precaches in the background after the load event.
 */
async function firstVisitJavaScript(browser: Browser, url: string): Promise<ClientJavaScript> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = new Map<string, Promise<number>>()
  page.on('response', (response) => {
    // A redirect has no body; the script it leads to is a response of its own.
    if (response.request().resourceType() === 'script' && response.status() < 300) {
      scripts.set(response.url(), response.body().then(gzipSize))
    }
  })
  try {
    await page.goto(url, { waitUntil: 'networkidle' })
    const sizes = await Promise.all(scripts.values())
    const precached = (await serviceWorkerScripts(page)).filter((script) => !scripts.has(script))
    const precachedSizes = await Promise.all(
      precached.map(async (script) => gzipSize(Buffer.from(await (await fetch(script)).arrayBuffer()))),
    )
    return {
      files: sizes.length,
      bytes: sizes.reduce((sum, size) => sum + size, 0),
      serviceWorkerBytes: precachedSizes.reduce((sum, size) => sum + size, 0),
    }
  } finally {
    await context.close()
  }
}

/** Chromium as the browser tests launch it, with `args` added. */
export function launchChromium(args: string[] = []): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...args] })
}

/** First-visit client JavaScript of each named url, measured in Chromium, one fresh context per url. */
export async function clientJavaScriptPerRoute(routes: Record<string, string>) {
  const browser = await launchChromium()
  try {
    const sizes: Record<string, ClientJavaScript> = {}
    for (const [route, url] of Object.entries(routes)) sizes[route] = await firstVisitJavaScript(browser, url)
    return sizes
  } finally {
    await browser.close()
  }
}
