import { z } from 'zod'
import { issue } from './input-issue'

/** Categories as the stock list, the breadcrumbs and the menu show them. */

export const categoryUidSchema = z.string().regex(/^[A-Za-z0-9+/=]{1,64}$/, issue.CATEGORY_UID_INVALID)

export interface Breadcrumb {
  name: string
  /** Below the locale, e.g. platten/extrudierte-platten.html */
  path: string
}

export interface CategoryView {
  uid: string
  name: string
  path: string
  metaTitle: string
  metaDescription: string
  metaKeywords: string
  productCount: number
  /** The ancestors, from the top; the category itself is not part of it. */
  breadcrumbs: Breadcrumb[]
}

/** A category of the main menu and the category sidebar. */
export interface MenuCategory {
  uid: string
  name: string
  urlPath: string
  children: MenuCategory[]
}
