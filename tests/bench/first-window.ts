/**
 * What the first 14 KiB of a page's response bring: a new connection's first round trip carries about that much
 * (TCP's initial window of 10 segments), so the first screen should be in it and the rest stream after. Per page:
 * the document's gzip size, how much of its HTML fits in the first 14 KiB of gzip, and whether a phone's first
 * screen renders from that part alone: the page is loaded twice in Chromium at Lighthouse's phone size without
 * script files (the first paint is the HTML's, before hydration), once whole and once cut after those 14 KiB, and the elements painted in
 * the first screen of the whole page (pictures, texts) are looked for in the first screen of the cut one; the
 * largest of them (the LCP element) is named apart.
 */
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'
import { launchChromium } from './client-js.ts'

/** The first round trip's share of the response body: 10 segments of a typical 1,460-byte MSS, about 14 KiB. */
export const FIRST_WINDOW_BYTES = 14 * 1024

/** Lighthouse's phone (moto g power): the first screen measured. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36'

export interface FirstWindow {
  /** The whole document, gzip -9. */
  gzipBytes: number
  /** Raw bytes of the HTML whose gzip fits in the first window. */
  rawBytesInWindow: number
  rawBytes: number
  /** First-screen elements of the whole page that the cut page paints in its first screen too. */
  firstScreenShown: number
  firstScreenTotal: number
  /** Gzip bytes of the shortest start of the document that paints the whole first screen (within 2 KiB of HTML). */
  firstScreenGzipBytes: number
  /** Whether the whole page's largest contentful paint element is in the cut page's first screen. */
  lcpInWindow: boolean
  /** The LCP element, for the reader: `img` with its picture, or the tag and the start of its text. */
  lcpElement: string
}

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length

/** The longest prefix of `html` whose gzip is at most `window` bytes (gzip of a prefix only grows with it). */
function prefixInWindow(html: Buffer, window: number): number {
  if (gzipSize(html) <= window) return html.length
  let fits = 0
  let exceeds = html.length
  while (exceeds - fits > 64) {
    const middle = Math.floor((fits + exceeds) / 2)
    if (gzipSize(html.subarray(0, middle)) <= window) fits = middle
    else exceeds = middle
  }
  return fits
}

/** Painted first-screen elements as signatures (tag and own text, or a picture's source), and the LCP element's. */
function firstScreen(page: Page): Promise<{ items: string[]; lcp: string }> {
  return page.evaluate(async () => {
    const signature = (element: Element) => {
      if (element instanceof HTMLImageElement) return `img ${element.getAttribute('src') ?? ''}`
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim()
      return `${element.tagName.toLowerCase()} ${own.slice(0, 60)}`
    }
    const painted = (element: Element) => {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        box.right > 0 &&
        box.left < innerWidth &&
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0
      )
    }
    const items = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        if (element instanceof HTMLImageElement || element instanceof SVGSVGElement) return true
        return [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
      })
      .filter(painted)
      .map(signature)
    const lcp = await new Promise<string>((resolve) => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined
        resolve(last?.element ? signature(last.element) : '')
      }).observe({ type: 'largest-contentful-paint', buffered: true })
      setTimeout(() => resolve(''), 1000)
    })
    return { items, lcp }
  })
}

/** The page at `url` in a fresh phone context without script files, its document answered with `html`. */
async function firstScreenOf(browser: Browser, url: string, html: Buffer) {
  const context = await browser.newContext({ ...PHONE, userAgent: BROWSER_UA })
  try {
    const page = await context.newPage()
    // The document's own inline scripts run (they are part of its first paint); no script file is loaded.
    await page.route('**/*.js', (route) => route.abort())
    const document = (address: URL) => address.href === new URL(url).href
    await page.route(document, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    )
    await page.goto(url, { waitUntil: 'load' })
    return await firstScreen(page)
  } finally {
    await context.close()
  }
}

/** How many of `expected` (a multiset) are among `items`. */
function found(expected: string[], items: string[]): number {
  const left = [...items]
  return expected.filter((item) => {
    const index = left.indexOf(item)
    if (index >= 0) left.splice(index, 1)
    return index >= 0
  }).length
}

const PRECISION_BYTES = 2048

async function firstWindow(browser: Browser, url: string): Promise<FirstWindow> {
  const html = Buffer.from(await (await fetch(url, { headers: { 'user-agent': BROWSER_UA } })).arrayBuffer())
  const cut = prefixInWindow(html, FIRST_WINDOW_BYTES)
  const whole = await firstScreenOf(browser, url, html)
  const early = await firstScreenOf(browser, url, html.subarray(0, cut))
  const complete = async (length: number) =>
    found(whole.items, (await firstScreenOf(browser, url, html.subarray(0, length))).items) === whole.items.length
  // The shortest start that paints all of it, by halving: below the window's cut if that one suffices, else above.
  let [short, long] = found(whole.items, early.items) === whole.items.length ? [0, cut] : [cut, html.length]
  while (long - short > PRECISION_BYTES) {
    const middle = Math.floor((short + long) / 2)
    if (await complete(middle)) long = middle
    else short = middle
  }
  return {
    gzipBytes: gzipSize(html),
    rawBytesInWindow: cut,
    rawBytes: html.length,
    firstScreenGzipBytes: gzipSize(html.subarray(0, long)),
    firstScreenShown: found(whole.items, early.items),
    firstScreenTotal: whole.items.length,
    lcpInWindow: whole.lcp !== '' && early.items.includes(whole.lcp),
    lcpElement: whole.lcp,
  }
}

/** The first window of each named url. */
export async function firstWindowPerRoute(routes: Record<string, string>): Promise<Record<string, FirstWindow>> {
  const browser = await launchChromium()
  try {
    const figures: Record<string, FirstWindow> = {}
    for (const [route, url] of Object.entries(routes)) figures[route] = await firstWindow(browser, url)
    return figures
  } finally {
    await browser.close()
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)

export function printFirstWindow(figures: Record<string, FirstWindow>): void {
  console.log(
    `\nThe first ${kib(FIRST_WINDOW_BYTES)} KiB of the response (a new connection's first round trip), gzip -9, per` +
      " page kind: how much of the HTML it holds, and whether a phone's first screen (Lighthouse's moto g power, no" +
      ' script files) renders from it alone: first-screen elements of the whole page also painted in the first screen of' +
      ' the page cut after it, and the LCP element among them; where the first screen is complete (the shortest' +
      ' start of the document that paints all of it).',
  )
  console.table(
    Object.fromEntries(
      Object.entries(figures).map(([kind, figure]) => [
        kind,
        {
          'HTML gzip KiB': kib(figure.gzipBytes),
          'HTML in window': `${kib(figure.rawBytesInWindow)} of ${kib(figure.rawBytes)} KiB`,
          'first screen in window': `${figure.firstScreenShown} of ${figure.firstScreenTotal}`,
          'LCP element in window': figure.lcpInWindow ? 'yes' : 'no',
          'first screen ends, gzip KiB': kib(figure.firstScreenGzipBytes),
          goal: `all, LCP yes, ends ≤ ${kib(FIRST_WINDOW_BYTES)}`,
        },
      ]),
    ),
  )
  for (const [kind, figure] of Object.entries(figures)) console.log(`  LCP element of ${kind}: ${figure.lcpElement}`)
  console.log(
    "  Goal (issue 44): the first screen's HTML and everything it needs in the first 14 KiB on every page kind.",
  )
}
