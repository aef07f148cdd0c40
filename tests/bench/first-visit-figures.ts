import type { MenuCategory } from './catalogue.ts'
import { type ClientJavaScript, clientJavaScriptPerRoute } from './client-js.ts'
import { type FirstWindow, firstWindowPerRoute, printFirstWindow } from './first-window.ts'
import { LIGHTHOUSE_RUNS, type LighthouseFigures, lighthousePerRoute } from './lighthouse.ts'
import { measureTaps, printTaps, type TapFigures, type TapUrls } from './taps.ts'

/** The page kinds issue 13 measures a first visit of, German store view. */
export function pageKindUrls(origin: string, category: MenuCategory, productPath: string): Record<string, string> {
  return {
    'stock list': `${origin}/de`,
    category: `${origin}/de/${category.urlPath}`,
    product: `${origin}/de/${productPath}`,
    cart: `${origin}/de/cart`,
  }
}

export interface FirstVisitFigures {
  javaScript: Record<string, ClientJavaScript>
  lighthouse: Record<string, LighthouseFigures>
  /** The page kinds' first 14 KiB (the floor has no first screen of a shop to look for). */
  firstWindow: Record<string, FirstWindow>
  taps: TapFigures
}

/**
 * Client JavaScript and Lighthouse of a first visit to the floor's page and to each page kind, measured alike; then
 * the latency of a first visitor's taps on the stock list and a product page.
 */
export async function measureFirstVisit(
  floorUrl: string,
  pageKinds: Record<string, string>,
  tapUrls: TapUrls,
): Promise<FirstVisitFigures> {
  const pages = { floor: floorUrl, ...pageKinds }
  // One request each beforehand: the measured visits find the guest page cache filled, as most visitors do.
  for (const url of Object.values(pages)) await (await fetch(url)).arrayBuffer()
  return {
    javaScript: await clientJavaScriptPerRoute(pages),
    lighthouse: await lighthousePerRoute(pages),
    firstWindow: await firstWindowPerRoute(pageKinds),
    taps: await measureTaps(tapUrls),
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)

/** How far a page's total blocking time may lie above the floor's (issue 44). */
const TBT_ABOVE_FLOOR_GOAL_MS = 50

export function printFirstVisit({ javaScript, lighthouse, firstWindow, taps }: FirstVisitFigures): void {
  const floorJs = javaScript.floor?.bytes ?? Number.NaN
  const floorTbt = lighthouse.floor?.tbtMs ?? Number.NaN
  console.log(
    '\nFirst visit (fresh browser, empty cache), measured alike on the floor and the shop. JS: gzip -9 of every' +
      ' script the page loads until the network is idle (entry, modulepreloads, chunks loaded while hydrating);' +
      ' "SW precache": scripts the service worker downloads in the background after the load event.' +
      ' Lighthouse 13: default mobile run (simulated slow 4G, 4× CPU), performance only; the median of' +
      ` ${LIGHTHOUSE_RUNS} runs per page (BENCH_LIGHTHOUSE_RUNS), with the lowest and highest score of them.`,
  )
  console.table(
    Object.fromEntries(
      Object.entries(javaScript).map(([kind, js]) => {
        const lh = lighthouse[kind]
        return [
          kind,
          {
            'JS files': js.files,
            'JS gzip KiB': kib(js.bytes),
            'JS ×': `${(js.bytes / floorJs).toFixed(2)}×`,
            'own JS KiB': kind === 'floor' ? '—' : kib(js.bytes - floorJs),
            'SW precache KiB': kib(js.serviceWorkerBytes),
            performance: lh?.performance,
            'runs: min–max': lh && `${lh.performanceRange[0]}–${lh.performanceRange[1]}`,
            'LCP ms': lh?.lcpMs.toFixed(0),
            'LCP observed ms': lh?.observedLcpMs.toFixed(0),
            'FCP ms': lh?.fcpMs.toFixed(0),
            CLS: lh?.cls.toFixed(3),
            'TBT ms': lh?.tbtMs.toFixed(0),
            'TBT − floor ms': kind === 'floor' || !lh ? '—' : (lh.tbtMs - floorTbt).toFixed(0),
            'TBT goal': kind === 'floor' ? '—' : `≤ ${(floorTbt + TBT_ABOVE_FLOOR_GOAL_MS).toFixed(0)}`,
          },
        ]
      }),
    ),
  )
  for (const [kind, lh] of Object.entries(lighthouse)) {
    if (lh.flagged.length > 0) console.log(`  Lighthouse flags on ${kind}: ${lh.flagged.join(', ')}`)
  }
  console.log(
    "  own JS: the page's JS minus the floor's (the framework every page carries). LCP observed: the largest paint" +
      ' of the unthrottled load the simulation starts from. The simulated LCP puts every request that finished' +
      ' before that paint on its path (except low-priority pictures): the pages load no script until their first' +
      ' picture is painted.',
  )
  console.log(
    '  Goals (issues 13, 31, 44): own JS ≤ 30 KiB; performance 100 and LCP ≤ 1,200 ms on every page kind; TBT' +
      ` within ${TBT_ABOVE_FLOOR_GOAL_MS} ms of the floor's (TBT goal: the floor's TBT of this run + ${TBT_ABOVE_FLOOR_GOAL_MS}).`,
  )
  printFirstWindow(firstWindow)
  printTaps(taps)
}
