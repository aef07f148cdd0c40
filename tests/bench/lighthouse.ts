import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { launchChromium } from './client-js.ts'

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

export interface LighthouseFigures {
  /** Performance score, 0–100, of the median run. */
  performance: number
  /** The lowest and highest score of all runs: how far one run may stray on this machine. */
  performanceRange: [number, number]
  lcpMs: number
  /** The largest paint in the unthrottled load that Lighthouse's simulation starts from. */
  observedLcpMs: number
  fcpMs: number
  cls: number
  tbtMs: number
  /** Ids of the performance audits that do not pass (score below 0.9) in the median run, e.g. `render-blocking-insight`. */
  flagged: string[]
}

/** A port of its own for Chromium's DevTools protocol, which Lighthouse drives. */
const DEVTOOLS_PORT = Number(process.env.BENCH_DEVTOOLS_PORT ?? 9333)

/**
 * Runs per url. One Lighthouse run on a 2-core machine strays by several points (its simulation starts from the
 * observed page load, which the machine's other work disturbs): on a quiet machine the stock list's total blocking
 * time ranged 19–102 ms over seven runs of one build. Lighthouse's own advice is the median of five runs.
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)

const score = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100)

function observedLcp(run: Result): number {
  const details = run.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined
  return details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN
}

function figuresOf(runs: Result[]): LighthouseFigures {
  // Lighthouse's median run: the one nearest the median of first contentful paint and time to interactive.
  const median: Result = computeMedianRun(runs)
  const { categories, audits } = median
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
  const performanceAudits = categories.performance?.auditRefs.map((ref) => ref.id) ?? []
  const scores = runs.map(score)
  return {
    performance: score(median),
    performanceRange: [Math.min(...scores), Math.max(...scores)],
    lcpMs: value('largest-contentful-paint'),
    observedLcpMs: observedLcp(median),
    fcpMs: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    flagged: performanceAudits.filter((id) => {
      const audit = audits[id]
      return audit?.score !== null && audit?.score !== undefined && audit.score < 0.9
    }),
  }
}

async function lighthouseRun(url: string): Promise<Result> {
  const result = await lighthouse(url, {
    port: DEVTOOLS_PORT,
    hostname: '127.0.0.1',
    onlyCategories: ['performance'],
    logLevel: 'error',
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { runtimeError } = result.lhr
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`)
  return result.lhr
}

/**
 * Lighthouse's default run (mobile: a mid-range phone, simulated slow 4G and CPU throttling) of each named url,
 * performance only, LIGHTHOUSE_RUNS times and reported by the median run. The urls take turns, so a burst of other
 * work on the machine falls on one run of several pages rather than on every run of one. Lighthouse clears the origin's
 * cache and storage before each run, so each is a first visit.
 */
export async function lighthousePerRoute(routes: Record<string, string>): Promise<Record<string, LighthouseFigures>> {
  const browser = await launchChromium([`--remote-debugging-port=${DEVTOOLS_PORT}`])
  try {
    const runs: Record<string, Result[]> = Object.fromEntries(Object.keys(routes).map((route) => [route, []]))
    for (let round = 0; round < LIGHTHOUSE_RUNS; round++) {
      for (const [route, url] of Object.entries(routes)) runs[route]?.push(await lighthouseRun(url))
    }
    return Object.fromEntries(Object.entries(runs).map(([route, results]) => [route, figuresOf(results)]))
  } finally {
    await browser.close()
  }
}
