import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import { CacheShort } from '../cache/strategies'
import { publicProcedure, router } from '../trpc/init'
import { CmsBlocksQuery, CmsPageQuery } from './operations'
import { safeHtml } from './safe-html'

/** Magento's CMS identifiers: url keys such as `about-us` or `footer_links`. */
const identifier = z
  .string()
  .trim()
  .min(1, 'The identifier must not be empty')
  .max(100, 'The identifier must be at most 100 characters')
  .regex(/^[\w-]+$/, 'The identifier may contain only letters, digits, - and _')

export const contentRouter = router({
  /** A CMS page by its identifier, or NOT_FOUND. */
  cmsPage: publicProcedure.input(z.object({ identifier })).query(async ({ ctx, input }) => {
    const { cmsPage } = await ctx.commerce.query(CmsPageQuery, { identifier: input.identifier }, CacheShort())
    if (!cmsPage) throw new TRPCError({ code: 'NOT_FOUND', message: 'This page could not be found' })
    return {
      identifier: cmsPage.identifier ?? input.identifier,
      title: cmsPage.title ?? '',
      contentHeading: cmsPage.content_heading ?? '',
      content: safeHtml(cmsPage.content),
      metaTitle: cmsPage.meta_title ?? '',
      metaDescription: cmsPage.meta_description ?? '',
      metaKeywords: cmsPage.meta_keywords ?? '',
    }
  }),

  /** CMS blocks by identifier, in the order Magento returns them. */
  cmsBlocks: publicProcedure
    .input(
      z.object({ identifiers: z.array(identifier).min(1, 'Name at least one block').max(20, 'At most 20 blocks') }),
    )
    .query(async ({ ctx, input }) => {
      const { cmsBlocks } = await ctx.commerce.query(CmsBlocksQuery, { identifiers: input.identifiers }, CacheShort())
      return (cmsBlocks?.items ?? []).flatMap((block) =>
        block?.identifier
          ? [{ identifier: block.identifier, title: block.title ?? '', content: safeHtml(block.content) }]
          : [],
      )
    }),
})
