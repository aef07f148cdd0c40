import { describe, expect, it } from 'vitest'
import { appConfig, designConfig, workerConfig } from '../../app.config'

/** The specification's constants (section 9), written out: the other tests read them from the config. */
describe('the shop configuration holds the specification constants', () => {
  it('for listing, cart and images', () => {
    expect(appConfig.sortOptions).toEqual(['', 'name_ASC', 'name_DESC', 'price_ASC', 'price_DESC'])
    expect(appConfig.itemsPerPageOptions).toEqual([10, 20, 50])
    expect(appConfig.defaultItemsPerPage).toBe(10)
    expect(appConfig.cartQuantityUpdateDelayMs).toBe(1000)
    expect(appConfig.imageSizes).toEqual({
      productCard: { width: 216, height: 268 },
      horizontalCard: { width: 140, height: 200 },
      checkout: { width: 100, height: 100 },
      galleryThumb: { width: 160, height: 160 },
      galleryFull: { width: 1080, height: 1340 },
      cart: { width: 170, height: 170 },
    })
    expect(appConfig.galleryLimit).toBe(4)
    expect(appConfig.categoryMenuDepth).toBe(4)
  })

  it('for timing, layout and messages', () => {
    expect(appConfig.progressBar).toEqual({ throttleMs: 200, durationMs: 5000 })
    expect(workerConfig.requestTimeoutMs).toBe(20000)
    expect(appConfig.chunkReloadIntervalMs).toBe(60000)
    expect(appConfig.passwordMinLength).toBe(8)
    expect(Object.values(designConfig.breakpoints)).toEqual([320, 640, 768, 1024, 1280, 1536])
    expect(designConfig.mobileMenuCollapseBelowPx).toBe(992)
    expect(appConfig.notifications).toEqual({ max: 3, autoDismissMs: 3000 })
    expect(workerConfig.defaultWishlistId).toBe('0')
    expect(workerConfig.wishlistAddQuantity).toBe(1)
    expect(appConfig.cookies.localeMaxAgeSeconds).toBe(365 * 24 * 60 * 60)
    expect(appConfig.locales).toEqual(['de', 'en'])
    expect(appConfig.defaultLocale).toBe('de')
    expect(appConfig.externalCheckout.enabled).toBe(false)
  })
})
