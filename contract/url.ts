import { z } from 'zod'
import { categoryUidSchema } from './category'
import { issue } from './input-issue'
import { skuSchema } from './product'

/** A url path below the locale that the shop resolves to a category, a product or a CMS page. */
export const routeInputSchema = z.object({
  path: z
    .string()
    .trim()
    .min(1, issue.REQUIRED)
    .max(512, issue.TOO_LONG)
    .refine((path) => !/[\s?#\\]/.test(path) && !path.includes('..'), issue.PATH_INVALID),
})

/** A category or a product, to find the same page in every locale (hreflang, the language switch). */
export const pageEntitySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CATEGORY'), uid: categoryUidSchema }),
  z.object({ type: z.literal('PRODUCT'), sku: skuSchema }),
])
export type PageEntity = z.infer<typeof pageEntitySchema>
