/**
 * The shop's service worker, served at /sw.js (spec §7; built by ./vite-plugin.ts, which puts SHOP_PRECACHE in
 * front of it). It keeps the build's hashed assets, which never change under their names, and the offline page in
 * both languages. Pages go to the network every time and are never kept: what the shop answers a visitor (cart,
 * account, prices of their customer group) is theirs. When the network is gone, a page asks for the offline page
 * in its locale. Everything else (the API, media, other sites) is not touched at all.
 */

/** Written by the build: the hashed assets to keep and a version that changes with them. */
declare const SHOP_PRECACHE: { version: string; assets: string[]; locales: string[]; defaultLocale: string }

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Promise<Response>): void
}
interface ServiceWorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
  location: Location
}

const worker = self as unknown as ServiceWorkerScope
const CACHE = `shop-${SHOP_PRECACHE.version}`
const precached = new Set(SHOP_PRECACHE.assets)
const offlinePath = (locale: string) => `/${locale}/offline`

/** The offline page is fetched without cookies: it is the same for everybody. */
async function keepOfflinePage(cache: Cache, locale: string): Promise<void> {
  const response = await fetch(offlinePath(locale), { credentials: 'omit' })
  if (!response.ok) throw new Error(`${offlinePath(locale)} answered ${response.status}`)
  await cache.put(offlinePath(locale), response)
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE)
      await cache.addAll(SHOP_PRECACHE.assets)
      await Promise.all(SHOP_PRECACHE.locales.map((locale) => keepOfflinePage(cache, locale)))
      await worker.skipWaiting()
    })(),
  )
})

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('shop-') && name !== CACHE) await caches.delete(name)
      await worker.clients.claim()
    })(),
  )
})

/** The page's locale from its path (`/en/…`), else the shop's default. */
function localeOf(url: URL): string {
  const first = url.pathname.split('/')[1] ?? ''
  return SHOP_PRECACHE.locales.includes(first) ? first : SHOP_PRECACHE.defaultLocale
}

async function pageOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request)
  } catch (error) {
    const offline = await caches.match(offlinePath(localeOf(new URL(request.url))), { cacheName: CACHE })
    if (offline) return offline
    throw error
  }
}

async function precachedOrNetwork(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request)
}

worker.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return
  if (request.mode === 'navigate') event.respondWith(pageOrOffline(request))
  else if (precached.has(url.pathname)) event.respondWith(precachedOrNetwork(request))
})
