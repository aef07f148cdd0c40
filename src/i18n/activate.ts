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

/**
 * A message id no extracted text has (Lingui's ids are short hashes): loaded with the rest of the texts, it marks a
 * locale's texts as complete, on the server and, through the page's dehydrated texts, in the browser alike.
 */
const ALL_TEXTS = 'all-texts'

/** Per i18n instance and locale, the rest of the texts while they load. */
const loadingTexts = new WeakMap<I18n, Map<Locale, Promise<void>>>()

/** Loads the texts of the locale's first paint and makes it the active locale. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  const { messages } = await firstPaintCatalogs[locale]()
  // A copy: Lingui keeps the object it is given and later adds the rest of the texts to it. The catalog module is
  // shared by every request of the Worker, so one page with all texts would put them into every later page.
  i18n.loadAndActivate({ locale, messages: { ...messages } })
}

/** Whether the active locale's texts are all loaded: else the first paint's only. */
export function hasAllTexts(i18n: I18n): boolean {
  return ALL_TEXTS in i18n.messages
}

/** The i18n instances that showed a text before it was loaded: they render again once it is (noteMissingText). */
const showedMissingTexts = new WeakSet<I18n>()

/**
 * Adds the rest of the active locale's texts, for a page or panel outside the first paint; loads them once. Added
 * in place, without Lingui's change event: the texts on screen are all there already, and the event renders every
 * component that shows a text again, on a slow phone a tap's worth of time for the stock list's cards alone.
 */
export function loadAllTexts(i18n: I18n): Promise<void> {
  if (hasAllTexts(i18n)) return Promise.resolve()
  const locale = i18n.locale as Locale
  const loads = loadingTexts.get(i18n) ?? new Map<Locale, Promise<void>>()
  loadingTexts.set(i18n, loads)
  let load = loads.get(locale)
  if (!load) {
    load = otherCatalogs[locale]()
      .then(({ messages }) => addTexts(i18n, locale, { ...messages, [ALL_TEXTS]: '' }))
      .finally(() => loads.delete(locale))
    loads.set(locale, load)
  }
  return load
}

function addTexts(i18n: I18n, locale: Locale, messages: Messages): void {
  // Another locale became active meanwhile: Lingui's load keeps them for it.
  if (i18n.locale !== locale) {
    i18n.load(locale, messages)
    return
  }
  // i18n.messages is the active locale's own object (the copy activateLocale gave), as Lingui's load extends it.
  Object.assign(i18n.messages, messages)
  if (showedMissingTexts.delete(i18n)) i18n.emit('change')
}

/**
 * A text outside the first paint was shown before the rest of the texts were there (code loaded on intent without
 * WithAllTexts): they load, and the page renders again with them.
 */
export function noteMissingText(i18n: I18n): void {
  if (hasAllTexts(i18n)) return
  showedMissingTexts.add(i18n)
  void loadAllTexts(i18n)
}

const firstPaintRouteIds: ReadonlySet<string> = new Set([...layoutRoutes, ...firstPaintRoutes])

/** Whether a page made of these routes shows texts outside the first paint's. */
export function needsAllTexts(routeIds: readonly string[]): boolean {
  return routeIds.some((routeId) => !firstPaintRouteIds.has(routeId))
}
