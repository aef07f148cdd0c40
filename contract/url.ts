import { z } from 'zod'

/** A url path below the locale that the shop resolves to a category, a product or a CMS page. */
export const routeInputSchema = z.object({
  path: z
    .string()
    .trim()
    .min(1, 'The path must not be empty')
    .max(512, 'The path is at most 512 characters')
    .refine(
      (path) => !/[\s?#\\]/.test(path) && !path.includes('..'),
      'The path is a plain url path such as platten.html',
    ),
})
