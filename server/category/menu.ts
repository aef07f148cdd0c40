import { appConfig } from '../../app.config'
import type { MenuCategory } from '../../contract/category'
import type { ResultOf } from '../commerce/graphql'
import type { MenuCategoryFragment } from './operations'

export type MenuCategoryNode = ResultOf<typeof MenuCategoryFragment> & { children?: (MenuCategoryNode | null)[] | null }

/** The categories shown in the menu (include_in_menu), in position order, at most `depth` levels deep. */
export function menuCategories(
  nodes: readonly (MenuCategoryNode | null)[] | null | undefined,
  depth: number = appConfig.categoryMenuDepth,
): MenuCategory[] {
  if (depth < 1 || !nodes) return []
  return nodes
    .filter((node): node is MenuCategoryNode => node?.include_in_menu === 1)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((node) => ({
      uid: node.uid,
      name: node.name ?? '',
      urlPath: `${node.url_path ?? ''}${node.url_suffix ?? ''}`,
      children: menuCategories(node.children, depth - 1),
    }))
}
