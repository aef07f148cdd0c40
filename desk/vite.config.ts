import { resolve } from 'node:path'
import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The sales desk's build (`npm run build` runs it after the shop's): the single-page app of desk/app/ as the
 * Worker's static assets and the Worker itself, into dist/desk/ (client/ and desk/wrangler.json). Separate from the
 * shop's build, so no module of the desk can end up in a buyer's browser.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'app'),
  build: {
    outDir: resolve(import.meta.dirname, '../dist/desk'),
    emptyOutDir: true,
    // One script for a staff app on the office network, most of it react-admin and MUI: no first-visit budget here.
    chunkSizeWarningLimit: 1500,
  },
  environments: { desk: { build: { minify: true } } },
  plugins: [cloudflare({ configPath: resolve(import.meta.dirname, 'wrangler.jsonc') }), react()],
})
