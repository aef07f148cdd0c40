import type { I18n, Messages } from '@lingui/core'
import type { Locale } from '../../app.config'
import { firstPaintRoutes, layoutRoutes } from './first-paint'

type Catalog = () => Promise<{ messages: Messages }>

/** The texts of the layout and the first-paint pages (./first-paint.ts), one lazy chunk per locale. */
const firstPaintCatalogs: Record<Locale, Catalog> = {
  de: () => import('../../locales/de/first-paint.po'),
  en: () => import('../../locales/en/first-paint.po'),
}

/** The texts of every other page and of the panels, one lazy chunk per locale. */
const otherCatalogs: Record<Locale, Catalog> = {
  de: () => import('../../locales/de/messages.po'),
  en: () => import('../../locales/en/messages.po'),
}

/** Per i18n instance, the locales whose texts it holds in full, and those it is loading the rest of. */
const allTexts = new WeakMap<I18n, { loaded: Set<Locale>; loading: Map<Locale, Promise<void>> }>()

function textsOf(i18n: I18n) {
  let texts = allTexts.get(i18n)
  if (!texts) {
    texts = { loaded: new Set(), loading: new Map() }
    allTexts.set(i18n, texts)
  }
  return texts
}

/** Loads the texts of the locale's first paint and makes it the active locale. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  const { messages } = await firstPaintCatalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
}

/** Takes over the active locale and its texts as the server rendered them; `complete` when it held all of them. */
export function restoreLocale(i18n: I18n, locale: Locale, messages: Messages, complete: boolean): void {
  i18n.loadAndActivate({ locale, messages })
  if (complete) textsOf(i18n).loaded.add(locale)
}

/** Whether the active locale's texts are all loaded: else the first paint's only. */
export function hasAllTexts(i18n: I18n): boolean {
  return textsOf(i18n).loaded.has(i18n.locale as Locale)
}

/** Adds the rest of the active locale's texts, for a page or panel outside the first paint; loads them once. */
export function loadAllTexts(i18n: I18n): Promise<void> {
  const locale = i18n.locale as Locale
  const { loaded, loading } = textsOf(i18n)
  if (loaded.has(locale)) return Promise.resolve()
  let load = loading.get(locale)
  if (!load) {
    load = otherCatalogs[locale]().then(
      ({ messages }) => {
        i18n.load(locale, messages)
        loaded.add(locale)
      },
      (error: unknown) => {
        loading.delete(locale)
        throw error
      },
    )
    loading.set(locale, load)
  }
  return load
}

const firstPaintRouteIds: ReadonlySet<string> = new Set([...layoutRoutes, ...firstPaintRoutes])

/** Whether a page made of these routes shows texts outside the first paint's. */
export function needsAllTexts(routeIds: readonly string[]): boolean {
  return routeIds.some((routeId) => !firstPaintRouteIds.has(routeId))
}
