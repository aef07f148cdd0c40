import { Hono } from 'hono'
import { proxyMedia } from './media/proxy'
import { buildSitemap, robotsTxt } from './seo/sitemap'

/** What the storefront Worker answers beside the pages and the API: product media, sitemap and robots.txt. */
export const site = new Hono()

site.all('/media/*', (c) => proxyMedia(c.req.raw))

site.get('/sitemap.xml', async (c) => {
  try {
    const xml = await buildSitemap(new URL(c.req.url).origin)
    return c.body(xml, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
    })
  } catch (error) {
    console.error('sitemap:', error)
    return c.text('The sitemap cannot be built right now. Please try again later.', 503, { 'retry-after': '300' })
  }
})

site.get('/robots.txt', (c) =>
  c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'cache-control': 'public, max-age=86400' }),
)

/** Paths the site app answers; everything else is a page. */
export function isSitePath(pathname: string): boolean {
  return pathname.startsWith('/media/') || pathname === '/sitemap.xml' || pathname === '/robots.txt'
}
