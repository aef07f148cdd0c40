import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { type Plugin, transformWithOxc } from 'vite'
import { appConfig } from '../../app.config.ts'

const SOURCE = new URL('./sw.ts', import.meta.url)
const FILE_NAME = 'sw.js'
/**
 * What the service worker keeps: the hashed scripts and fonts of the client build. Not its stylesheet: the pages
 * carry their styles inline (inlineCss in vite.config.ts) and the offline page has its own.
 */
const PRECACHED = /^assets\/.+\.(js|woff2?)$/

/**
 * Writes src/service-worker/sw.ts into the client build as /sw.js, with the list of the build's hashed assets
 * in front of it (SHOP_PRECACHE), so a new build gives a new service worker. sw.ts imports nothing: stripping its
 * types is all it takes (the client build itself must keep its single entry).
 */
export function serviceWorker(): Plugin {
  return {
    name: 'shop-service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_, bundle) {
      const assets = Object.keys(bundle)
        .filter((name) => PRECACHED.test(name))
        .sort()
        .map((name) => `/${name}`)
      const precache = {
        version: createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12),
        assets,
        locales: Object.keys(appConfig.localeSettings),
        defaultLocale: appConfig.defaultLocale,
      }
      const { code } = await transformWithOxc(await readFile(SOURCE, 'utf8'), SOURCE.pathname, { lang: 'ts' })
      this.emitFile({
        type: 'asset',
        fileName: FILE_NAME,
        source: `const SHOP_PRECACHE = ${JSON.stringify(precache)};\n${code}`,
      })
    },
  }
}
