import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { firstPaintModules } from './scripts/first-paint-modules.ts'

const firstPaint = firstPaintModules().map((file) => `<rootDir>/${file}`)

/**
 * Two catalogs per locale: the texts of the first-paint pages and the layout (src/i18n/first-paint.ts), which the
 * page carries inline, and those of every other page and panel, loaded with their code (src/i18n/activate.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['de', 'en'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: '<rootDir>/locales/{locale}/first-paint', include: firstPaint },
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/routes', '<rootDir>/app.config.ts'],
      exclude: firstPaint,
    },
  ],
})
