import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import { appConfig } from '../../app.config'
import { CacheLong } from '../cache/strategies'
import type { CommerceClient } from '../commerce/client'
import { localeOfStore } from '../session/shop-session'
import { publicProcedure, router } from '../trpc/init'
import { StoreConfigQuery, StoreSwitchersQuery } from './operations'

/** The shop's extension: ascending lower bounds ("10,50,100,500") when stock is shown in bands, else none. */
function stockQuantityBands(setting: string | null | undefined): number[] {
  return (setting ?? '')
    .split(',')
    .map((bound) => Number(bound.trim()))
    .filter((bound) => Number.isFinite(bound) && bound > 0)
    .sort((a, b) => a - b)
}

/** Magento keeps the header logo under media/logo/. */
function logoUrl(mediaUrl: string | null, logoSrc: string | null): string | null {
  return mediaUrl && logoSrc ? new URL(`logo/${logoSrc}`, mediaUrl).href : null
}

async function loadSwitchers(commerce: CommerceClient) {
  const data = await commerce.query(StoreSwitchersQuery, {}, CacheLong())
  return {
    currencies: (data.currency?.available_currency_codes ?? []).filter((code): code is string => Boolean(code)),
    stores: (data.availableStores ?? []).flatMap((store) => {
      // The spec: the language follows the store view, 'de' gives German and anything else English.
      const locale = store?.store_code ? (localeOfStore(store.store_code) ?? 'en') : undefined
      return store?.store_code && locale
        ? [{ code: store.store_code, name: store.store_name ?? store.store_code, locale }]
        : []
    }),
  }
}

export const storeRouter = router({
  /**
   * Store view settings the layout needs at start: title, logo, locale, currency, how stock is shown, what the cart
   * badge counts and the country a new address starts with.
   */
  config: publicProcedure.query(async ({ ctx }) => {
    const { storeConfig } = await ctx.commerce.query(StoreConfigQuery, {}, CacheLong())
    return {
      storeCode: storeConfig?.store_code ?? ctx.session.storeCode,
      locale: storeConfig?.locale ?? appConfig.localeSettings[ctx.session.locale].iso,
      title: storeConfig?.default_title ?? appConfig.brand,
      storeName: storeConfig?.store_name ?? appConfig.brand,
      currency: storeConfig?.default_display_currency_code ?? ctx.session.currency,
      logo: {
        src: logoUrl(storeConfig?.secure_base_media_url ?? null, storeConfig?.header_logo_src ?? null),
        width: storeConfig?.logo_width ?? null,
        height: storeConfig?.logo_height ?? null,
        alt: storeConfig?.logo_alt ?? storeConfig?.store_name ?? appConfig.brand,
      },
      /** Empty: stock is shown as exact figures. */
      stockQuantityBands: stockQuantityBands(storeConfig?.stock_quantity_bands),
      /** Magento's catalog/review/allow_guest ("1"): otherwise the review form asks a guest to sign in first. */
      guestsMayReview: storeConfig?.allow_guests_to_write_product_reviews === '1',
      /** Magento's checkout/cart_link/use_qty: 1 (its default) counts the cart's pieces, 0 its lines. */
      cartBadgeCounts: storeConfig?.cart_summary_display_quantity === 0 ? ('lines' as const) : ('pieces' as const),
      /** general/country/default: where a new address starts. */
      defaultCountry: storeConfig?.default_country ?? null,
    }
  }),

  /** What the top bar's currency and store selectors offer; each is shown only with more than one choice. */
  switchers: publicProcedure.query(({ ctx }) => loadSwitchers(ctx.commerce)),

  /** The page reloads afterwards; every later call carries the currency. */
  setCurrency: publicProcedure
    .input(z.object({ currency: z.string().regex(/^[A-Z]{3}$/, 'A currency is a three-letter code such as EUR') }))
    .mutation(async ({ ctx, input }) => {
      const { currencies } = await loadSwitchers(ctx.commerce)
      if (!currencies.includes(input.currency)) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: `The currency ${input.currency} is not available here.` })
      }
      ctx.cookies.set('currency', input.currency)
      return { currency: input.currency }
    }),

  /** Switching the store view sets store, locale and the locale's currency; the UI then opens `redirectTo`. */
  switchStore: publicProcedure
    .input(z.object({ locale: z.enum(appConfig.locales, 'The locale must be one of: de, en') }))
    .mutation(({ ctx, input }) => {
      const settings = appConfig.localeSettings[input.locale]
      ctx.cookies.set('store', settings.store)
      ctx.cookies.set('locale', input.locale)
      ctx.cookies.set('currency', settings.defaultCurrency)
      return { locale: input.locale, redirectTo: `/${input.locale}` }
    }),
})
