/**
 * The shop's configuration: one typed object. Business constants of the
 * specification (section 9) live here and nowhere else.
 */
export const appConfig = {
  brand: 'Polyplast',
  logoSuffix: 'Kunststoffe',
  corporateSiteUrl: 'https://www.polyplast-kunststoffe.example',

  locales: ['de', 'en'] as const,
  defaultLocale: 'de' as const,
  localeSettings: {
    de: { iso: 'de_DE', intl: 'de-DE', store: 'de', defaultCurrency: 'EUR' },
    en: { iso: 'en_US', intl: 'en-US', store: 'en', defaultCurrency: 'EUR' },
  },

  externalCheckout: {
    enabled: false,
    url: 'https://checkout.polyplast-kunststoffe.example',
  },

  cookies: {
    cart: 'vsf-cart',
    customer: 'vsf-customer',
    currency: 'vsf-currency',
    locale: 'vsf-locale',
    country: 'vsf-country',
    store: 'vsf-store',
    message: 'vsf-message',
    customerGroup: 'vsf-customer-group',
    localeMaxAgeSeconds: 365 * 24 * 60 * 60,
  },

  sortOptions: [
    { value: '', label: 'Sort: Default' },
    { value: 'name_ASC', label: 'Sort: Name A-Z' },
    { value: 'name_DESC', label: 'Sort: Name Z-A' },
    { value: 'price_ASC', label: 'Sort: Price from low to high' },
    { value: 'price_DESC', label: 'Sort: Price from high to low' },
  ],
  itemsPerPageOptions: [10, 20, 50] as const,
  defaultItemsPerPage: 10,
  searchPageSize: 20,

  cartQuantityUpdateDelayMs: 1000,
  imageSizes: {
    productCard: { width: 216, height: 268 },
    horizontalCard: { width: 140, height: 200 },
    checkout: { width: 100, height: 100 },
    galleryThumb: { width: 160, height: 160 },
    galleryFull: { width: 1080, height: 1340 },
    cart: { width: 170, height: 170 },
  },
  galleryLimit: 4,
  categoryMenuDepth: 4,

  progressBar: { throttleMs: 200, durationMs: 5000 },
  fetchDelayMs: 200,
  lazyLoadRootMargin: '0px 0px 200px 0px',
  requestTimeoutMs: 20000,
  deviceResizeRefreshDelayMs: 50,
  chunkReloadIntervalMs: 60000,

  passwordMinLength: 8,
  breakpoints: { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 },
  mobileMenuCollapseBelowPx: 992,

  notifications: { max: 3, autoDismissMs: 3000 },

  defaultWishlistId: '0',
  wishlistAddQuantity: 1,

  colors: { main: '#1ca7ea', cartBadge: '#d32f2f', icon: '#1ca7ea' },
} as const

export type AppConfig = typeof appConfig
export type Locale = (typeof appConfig.locales)[number]

export function isLocale(value: unknown): value is Locale {
  return appConfig.locales.includes(value as Locale)
}
