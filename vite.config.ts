import { cloudflare } from '@cloudflare/vite-plugin'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { serviceWorker } from './src/service-worker/vite-plugin.ts'

export default defineConfig({
  server: { port: 3000, strictPort: true },
  preview: { port: 3000 },
  plugins: [
    cloudflare({
      viteEnvironment: { name: 'ssr' },
      auxiliaryWorkers: [{ configPath: './commerce/wrangler.jsonc' }],
      persistState: { path: '.wrangler/state' },
    }),
    // Paths below resolve against src/. The Worker entry composes the API and the pages, so it lives in server/.
    tanstackStart({ router: { routesDirectory: '../routes' }, server: { entry: '../server/worker.ts' } }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    serviceWorker(),
  ],
})
