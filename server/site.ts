import { Hono } from 'hono'
import { unexpectedError } from '../observability/error-tracker'
import { HEALTH_PATH, healthAnswer } from '../observability/health'
import { log } from '../observability/log'
import { backendHealth } from './commerce/health'
import { MAGENTO_RESET_PATH, resetPasswordLocation } from './customer/reset-link'
import { forwardMailbox, MAILBOX_PATHS } from './dev/mailbox'
import { proxyMedia } from './media/proxy'
import { buildSitemap, robotsTxt } from './seo/sitemap'

/**
 * What the storefront Worker answers beside the pages and the API: product media, sitemap and robots.txt, Magento's
 * password reset link, the development mailbox and the health check.
 */
export const site = new Hono().onError(unexpectedError)

/** The Worker answers, and so does its backend (observability/health.ts). */
site.get(HEALTH_PATH, async () => healthAnswer({ commerce: backendHealth }))

site.all('/media/*', (c) => proxyMedia(c.req.raw))

site.get('/sitemap.xml', async (c) => {
  try {
    const xml = await buildSitemap(new URL(c.req.url).origin)
    return c.body(xml, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
    })
  } catch (error) {
    log.error('sitemap: not built', { error })
    return c.text('The sitemap cannot be built right now. Please try again later.', 503, { 'retry-after': '300' })
  }
})

site.get('/robots.txt', (c) =>
  c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'cache-control': 'public, max-age=86400' }),
)

site.on('GET', ['/customer/account/createPassword', '/customer/account/createPassword/'], (c) =>
  c.redirect(resetPasswordLocation(new URL(c.req.url)), 302),
)

site.on('GET', [...MAILBOX_PATHS], (c) => forwardMailbox(c.req.raw))

/** Paths the site app answers; everything else is a page. */
export function isSitePath(pathname: string): boolean {
  return (
    pathname.startsWith('/media/') ||
    pathname === '/sitemap.xml' ||
    pathname === '/robots.txt' ||
    pathname === HEALTH_PATH ||
    MAGENTO_RESET_PATH.test(pathname) ||
    MAILBOX_PATHS.has(pathname)
  )
}
