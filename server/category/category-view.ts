import type { CategoryView } from '../../contract/category'
import type { ResultOf } from '../commerce/graphql'
import type { CategoryMetaFragment } from './operations'

/** Maps Magento's category (CategoryMetaFragment) to the storefront contract's view (contract/category.ts). */

type CategoryFields = ResultOf<typeof CategoryMetaFragment>

export function categoryPath(urlPath: string | null | undefined, suffix: string | null | undefined): string {
  return `${urlPath ?? ''}${suffix ?? ''}`
}

export function categoryView(category: CategoryFields): CategoryView {
  const suffix = category.url_suffix ?? ''
  return {
    uid: category.uid,
    name: category.name ?? '',
    path: categoryPath(category.url_path, suffix),
    metaTitle: category.meta_title || category.name || '',
    metaDescription: category.meta_description ?? '',
    metaKeywords: category.meta_keywords ?? '',
    productCount: category.product_count ?? 0,
    breadcrumbs: (category.breadcrumbs ?? []).flatMap((crumb) =>
      crumb?.category_url_path
        ? [{ name: crumb.category_name ?? '', path: categoryPath(crumb.category_url_path, suffix) }]
        : [],
    ),
  }
}
