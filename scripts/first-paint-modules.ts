/**
 * The source files whose texts a first-paint page needs (src/i18n/first-paint.ts): everything the layout's and
 * those pages' route files import statically, directly or further down. Code loaded by `import()` (panels, other
 * pages) is left out: it loads the rest of the texts with itself. lingui.config.ts splits the catalogs by this list.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import {
  firstPaintRoutes,
  layoutRoutes,
  serverLoadedLayoutModules,
  splitFirstPaintModules,
} from '../src/i18n/first-paint.ts'

const root = resolve(import.meta.dirname, '..')

/** `import … from './x'` and `export … from './x'`, not `import type`; `[^'"]` spans the lines of a long import. */
const staticImport = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

function routeFile(routeId: string): string {
  if (routeId === '__root__') return 'routes/__root.tsx'
  const candidates = routeId.endsWith('/')
    ? [`routes${routeId}index.tsx`]
    : [`routes${routeId}/route.tsx`, `routes${routeId}.tsx`]
  const file = candidates.find((candidate) => existsSync(join(root, candidate)))
  if (!file) throw new Error(`No route file for the first-paint route ${routeId}`)
  return file
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(join(root, from)), specifier.split('?')[0] ?? specifier)
  const file = extensions.map((extension) => base + extension).find((path) => /\.tsx?$/.test(path) && existsSync(path))
  return file && relative(root, file)
}

/** Project-relative paths, sorted. The router's route tree is not followed: it names every page of the shop. */
export function firstPaintModules(): string[] {
  const pending = [
    'src/router.tsx',
    ...serverLoadedLayoutModules,
    ...splitFirstPaintModules,
    ...[...layoutRoutes, ...firstPaintRoutes].map(routeFile),
  ]
  const reached = new Set<string>()
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (reached.has(file) || file.endsWith('routeTree.gen.ts')) continue
    reached.add(file)
    for (const [, specifier] of readFileSync(join(root, file), 'utf8').matchAll(staticImport)) {
      const target = specifier && resolveImport(file, specifier)
      if (target) pending.push(target)
    }
  }
  return [...reached].sort()
}
