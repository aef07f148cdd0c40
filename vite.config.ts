import { cloudflare } from '@cloudflare/vite-plugin'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { serviceWorker } from './src/service-worker/vite-plugin.ts'

/**
 * The pages' first JavaScript: the client entry, the layout around every page (header, footer, panels), and what
 * the stock list and the cart both use (TanStack Query's hooks, number and sales-unit formatting): else the cart would
 * load the stock list's chunk for them.
 */
const shell =
  /(default-entry[\\/]client\.tsx|routes[\\/]\$locale[\\/]route\.tsx\?tsr-split|@tanstack[\\/]react-query[\\/]|src[\\/]i18n[\\/]format\.ts|src[\\/]features[\\/]catalog[\\/]sales-unit\.tsx)/
/** The stock list: what every catalogue page shows of it (listing, cards, filters) goes with it. */
const stockList = /routes[\\/]\$locale[\\/]index\.tsx\?tsr-split/
/** Categories and products (by url or item number): the product page, with the stock list's chunk for categories. */
const cataloguePaths = /routes[\\/]\$locale[\\/](\$|p[\\/]\$sku)\.tsx\?tsr-split/
/** The cart page: its lines, totals and coupon in one file (its dialog's and buttons' modules go with it). */
const cartPage = /routes[\\/]\$locale[\\/]cart\.tsx\?tsr-split/

export default defineConfig({
  // Each build starts a new guest page cache: its pages name this build's assets (server/cache/page-cache.ts).
  define: { __PAGE_CACHE_BUILD__: JSON.stringify(Date.now().toString(36)) },
  environments: {
    // The Workers minified, as wrangler would build them: a smaller bundle starts faster, and the stream and promise
    // helpers seroval writes into streamed pages (their functions' source text) shrink with it. Source maps stay.
    ssr: { build: { minify: true } },
    commerce: { build: { minify: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', test: shell, priority: 3 },
                { name: 'stock-list', test: stockList, priority: 2 },
                { name: 'catalogue', test: cataloguePaths, priority: 1 },
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
  ],
})
