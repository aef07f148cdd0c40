import { z } from 'zod'
import { issue } from './input-issue'

/** A url path below the locale that the shop resolves to a category, a product or a CMS page. */
export const routeInputSchema = z.object({
  path: z
    .string()
    .trim()
    .min(1, issue.REQUIRED)
    .max(512, issue.TOO_LONG)
    .refine((path) => !/[\s?#\\]/.test(path) && !path.includes('..'), issue.PATH_INVALID),
})
