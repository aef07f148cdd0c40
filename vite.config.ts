import { cloudflare } from '@cloudflare/vite-plugin'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { serviceWorker } from './src/service-worker/vite-plugin.ts'

/**
 * The pages' first JavaScript: the hydration code (src/hydrate.tsx; the entry itself stays tiny), the layout around every page (header, footer, panels), and what
 * the stock list and the cart both use (TanStack Query's hooks, number and sales-unit formatting, the quantity's check
 * and its message line, a line's split into from stock and produced, the delivery time for a quantity, the cart's
 * failure messages): else the cart would load the stock list's chunk for them.
 */
const shell =
  /(src[\\/]hydrate\.tsx|routes[\\/]\$locale[\\/]route\.tsx\?tsr-split|@tanstack[\\/]react-query[\\/]|src[\\/]i18n[\\/]format\.ts|src[\\/]features[\\/]product[\\/](sales-unit\.tsx|quantity\.ts)|src[\\/]ui[\\/]form[\\/]field-message\.tsx|src[\\/]features[\\/]cart[\\/](backorder|cart-messages)\.ts|contract[\\/]delivery-time\.ts)/
/**
 * What the client entry shares with the hydration code (Vite's preload helper): a chunk of its own, else it would
 * sit in the shell and the entry would wait for the shell's download before it asks for the shell.
 */
const boot = /vite[\\/]preload-helper/
/**
 * What every catalogue page uses (the catch-all path's route, loading, a product's card, price and order controls,
 * the hook that renders a part once it nears the screen: the stock list's filter column, the product's review form):
 * a chunk of its own beside the stock list's and the product page's, so a product's first visit loads no listing
 * code and a category's none of the product page's.
 */
const catalogue =
  /(src[\\/]ui[\\/]use-near-viewport\.ts$|routes[\\/]\$locale[\\/]\$\.tsx\?tsr-split|src[\\/]features[\\/]product[\\/](?!rating-stars)|src[\\/]features[\\/]catalog[\\/](load|page-skeletons|breadcrumbs|order-controls|orderable-product-card)\.tsx?$|src[\\/]features[\\/]cart[\\/](add-to-cart|use-add-to-cart|stock-split-message)\.tsx?$|src[\\/]features[\\/]wishlist[\\/]wishlist-heart\.tsx$)/
/** The stock list and a category's page: the listing, filters and table. */
const stockList =
  /(routes[\\/]\$locale[\\/]index\.tsx\?tsr-split|src[\\/]features[\\/]catalog[\\/]stock-list-page\.tsx$)/
/** A product's page, by url or item number. */
const productPage =
  /(routes[\\/]\$locale[\\/]p[\\/]\$sku\.tsx\?tsr-split|src[\\/]features[\\/]catalog[\\/]product-page\.tsx$)/
/** The cart page: its lines, totals and coupon in one file (its dialog's and buttons' modules go with it). */
const cartPage = /routes[\\/]\$locale[\\/]cart\.tsx\?tsr-split/

/**
 * The page's styles belong to the client entry (src/client.tsx), so the build inlines them into every page's head and
 * the entry's import of the hydration code does not fetch them again. The development server collects a page's
 * styles from its route files only: there the root route imports them too.
 */
function rootRouteStylesInDevelopment(): Plugin {
  return {
    name: 'root-route-styles-in-development',
    apply: 'serve',
    transform(code, id) {
      return /routes[\\/]__root\.tsx$/.test(id) ? `import '/src/styles/app.css'\n${code}` : undefined
    },
  }
}

/**
 * React 18 and later have useSyncExternalStore: the `use-sync-external-store` shim that Lingui and TanStack Store
 * import for older Reacts would only ship its fallback. Its own entries that use React's are the same API.
 */
const reactSyncExternalStore = [
  { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
  { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
]

export default defineConfig({
  resolve: { alias: reactSyncExternalStore },
  // Each build starts a new guest page cache: its pages name this build's assets (server/cache/page-cache.ts).
  define: { __PAGE_CACHE_BUILD__: JSON.stringify(Date.now().toString(36)) },
  environments: {
    // The Workers minified, as wrangler would build them: a smaller bundle starts faster, and the stream and promise
    // helpers seroval writes into streamed pages (their functions' source text) shrink with it. Source maps stay.
    ssr: { build: { minify: true } },
    commerce: { build: { minify: true } },
    client: {
      build: {
        // No dependency lists for lazy chunks: Vite's would name every chunk of the shop (their hashed file names
        // barely compress) in the first JavaScript, about 1.6 KiB gzip. A lazy chunk's imports load as the browser
        // reads it; the router fetches a page's code as the pointer nears its link, and the service worker has every
        // script in its cache after the first visit. Lazy styles are still preloaded (and vite:preloadError still
        // fires: src/features/errors/use-chunk-reload.ts).
        modulePreload: false,
        rolldownOptions: {
          // tRPC's client declares no side effects, though its modules have none: without this, its WebSocket link
          // and others the shop never uses stay in the first JavaScript.
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]@trpc[\\/]client[\\/]/.test(id) },
          output: {
            codeSplitting: {
              groups: [
                { name: 'boot', test: boot, priority: 4 },
                { name: 'shell', test: shell, priority: 3 },
                { name: 'catalogue', test: catalogue, priority: 2 },
                { name: 'stock-list', test: stockList, priority: 1 },
                { name: 'product', test: productPage, priority: 1 },
                { name: 'cart', test: cartPage, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: 3000, strictPort: true },
  preview: { port: 3000 },
  plugins: [
    cloudflare({
      viteEnvironment: { name: 'ssr' },
      auxiliaryWorkers: [{ configPath: './commerce/wrangler.jsonc' }],
      persistState: { path: '.wrangler/state' },
    }),
    // Paths below resolve against src/. The Worker entry composes the API and the pages, so it lives in server/.
    tanstackStart({
      router: {
        routesDirectory: '../routes',
        // A page's loader travels with its component: the first JavaScript holds no other page's loader.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
      },
      // The pages' styles travel inside the HTML: no render-blocking stylesheet request before the first paint.
      server: { entry: '../server/worker.ts', build: { inlineCss: true } },
    }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    serviceWorker(),
    rootRouteStylesInDevelopment(),
  ],
})
