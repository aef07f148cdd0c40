/**
 * The shop's configuration (the corporate site's links: ./corporate-site.config.ts). Business constants of the
 * specification (section 9) live here and nowhere else, in three typed objects by who reads them: `appConfig` the
 * pages' code and the Workers (it is in every page's first JavaScript, so it holds nothing else), `workerConfig` the
 * Workers only, `designConfig` the styles (CSS cannot import TypeScript: tests/unit/layout.test.ts keeps them in step).
 */
export const appConfig = {
  brand: 'Polyplast',
  logoSuffix: 'Kunststoffe',

  locales: ['de', 'en'] as const,
  defaultLocale: 'de' as const,
  localeSettings: {
    de: { iso: 'de_DE', intl: 'de-DE', store: 'de', defaultCurrency: 'EUR' },
    en: { iso: 'en_US', intl: 'en-US', store: 'en', defaultCurrency: 'EUR' },
  },
  /** The shop's dates (order history) are shown in the plant's time zone, the same on the server and in the browser. */
  timeZone: 'Europe/Berlin',

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
    /** Set by a password reset: the account's first page names its addresses and wishlist once, to be reviewed. */
    accountReview: 'vsf-account-review',
    localeMaxAgeSeconds: 365 * 24 * 60 * 60,
  },

  /** The spec's sort options, by value (their words: src/features/catalog/sort-labels.ts). */
  sortOptions: ['', 'name_ASC', 'name_DESC', 'price_ASC', 'price_DESC'] as const,
  /**
   * Beyond the spec's sort options: the orders of the dense table's columns (thickness or Ø, format). The sort
   * select shows one of them only while it is the chosen order.
   */
  columnSortOptions: ['thickness_ASC', 'thickness_DESC', 'format_ASC', 'format_DESC'] as const,
  itemsPerPageOptions: [10, 20, 50] as const,
  defaultItemsPerPage: 10,
  /** The dense table's page size: its one-line rows fill a laptop's screen (1366 × 800) with 15 or more. */
  defaultTableItemsPerPage: 20,

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
  /** Card layouts of the stock list and the wishlist; grid is the default (kept in the URL as `view=list`). */
  listViews: ['grid', 'list'] as const,
  /** The stock list also offers a dense table (`view=table`), read the way buyers read a price list. */
  stockListViews: ['grid', 'list', 'table'] as const,
  /** Product cards per row that load their image eagerly: the first row of the widest grid. */
  eagerImageCount: 4,
  categoryMenuDepth: 4,

  progressBar: { throttleMs: 200, durationMs: 5000 },
  chunkReloadIntervalMs: 60000,

  passwordMinLength: 8,

  notifications: { max: 3, autoDismissMs: 3000 },
} as const

/** What only the Workers read: the backend-for-frontend and commerce. */
export const workerConfig = {
  /**
   * The stock list's filters from the top: what a buyer of sheets chooses first (material, thickness or Ø, format),
   * the price further down. A filter not named here follows in the backend's order.
   */
  filterOrder: ['material', 'strength', 'diameter', 'format', 'color', 'delivery_time', 'price', 'length', 'width'],
  /** The stock list's download (CSV, Excel): read from commerce 300 products a request (Magento's most), at most 6000. */
  stockListExport: { pageSize: 300, maxProducts: 6000 },
  /** Items a search that finds nothing shows near it (same material, other thickness or format). */
  zeroResultNearbyItems: 6,
  /** Products per commerce request while the sitemap is built: Magento's most (`maxPageSize`, 300). */
  sitemapPageSize: 300,
  requestTimeoutMs: 20000,
  /** The HttpOnly cookie of the visitor's D1 bookmark (server/session/database-bookmark.ts). */
  databaseBookmarkCookie: 'vsf-d1-bookmark',
  defaultWishlistId: '0',
  wishlistAddQuantity: 1,
  /** Catalogue rules that name attribute options of the shop (commerce/README.md, "Attributes"). */
  catalogue: {
    /** The delivery_time option of made-to-order products: shown as "upon request". */
    uponRequestDeliveryTime: 4006,
    /** The packaging_unit option of welding-rod coils: priced and counted per coil, not per piece. */
    coilPackagingUnit: 3002,
    /** "Yellowish core discolouration may occur": PVC-U sheets 30 and 40 mm thick, white or light grey. */
    coreDiscolourationNote: { materials: [1001], colors: [2004, 2002], strengthsMm: [30, 40] },
  },
} as const

/** What the styles mirror: breakpoints (src/styles/responsive.css) and colours (src/styles/tokens.css). */
export const designConfig = {
  breakpoints: { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 },
  mobileMenuCollapseBelowPx: 992,
  /** Where the one-row desktop header tightens (src/styles/responsive.css): the German menu has six entries. */
  desktopHeaderSteps: { categoriesNameOnlyBelowPx: 1440, smallerMenuBelowPx: 1200, menuChevronsFromPx: 1100 },
  colors: { main: '#1ca7ea', cartBadge: '#d32f2f', icon: '#1ca7ea' },
} as const

export type AppConfig = typeof appConfig
export type SortValue = (typeof appConfig.sortOptions | typeof appConfig.columnSortOptions)[number]
export type ListView = (typeof appConfig.listViews)[number]
export type StockListView = (typeof appConfig.stockListViews)[number]
export type Locale = (typeof appConfig.locales)[number]

export function isLocale(value: unknown): value is Locale {
  return appConfig.locales.includes(value as Locale)
}
