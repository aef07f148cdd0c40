import lighthouse from 'lighthouse'
import { launchChromium } from './client-js.ts'

export interface LighthouseFigures {
  /** Performance score, 0–100. */
  performance: number
  lcpMs: number
  fcpMs: number
  cls: number
  tbtMs: number
  /** Ids of the performance audits that do not pass (score below 0.9), e.g. `render-blocking-insight`. */
  flagged: string[]
}

/** A port of its own for Chromium's DevTools protocol, which Lighthouse drives. */
const DEVTOOLS_PORT = Number(process.env.BENCH_DEVTOOLS_PORT ?? 9333)

/**
 * Lighthouse's default run (mobile: a mid-range phone, simulated slow 4G and CPU throttling) of each named url,
 * performance only. Lighthouse clears the origin's cache and storage before each run, so each is a first visit.
 */
export async function lighthousePerRoute(routes: Record<string, string>): Promise<Record<string, LighthouseFigures>> {
  const browser = await launchChromium([`--remote-debugging-port=${DEVTOOLS_PORT}`])
  try {
    const figures: Record<string, LighthouseFigures> = {}
    for (const [route, url] of Object.entries(routes)) {
      const result = await lighthouse(url, {
        port: DEVTOOLS_PORT,
        hostname: '127.0.0.1',
        onlyCategories: ['performance'],
        logLevel: 'error',
      })
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
      const { categories, audits, runtimeError } = result.lhr
      if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`)
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
      const performanceAudits = categories.performance?.auditRefs.map((ref) => ref.id) ?? []
      figures[route] = {
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        lcpMs: value('largest-contentful-paint'),
        fcpMs: value('first-contentful-paint'),
        cls: value('cumulative-layout-shift'),
        tbtMs: value('total-blocking-time'),
        flagged: performanceAudits.filter((id) => {
          const audit = audits[id]
          return audit?.score !== null && audit?.score !== undefined && audit.score < 0.9
        }),
      }
    }
    return figures
  } finally {
    await browser.close()
  }
}
