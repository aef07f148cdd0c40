import { describe, expect, it } from 'vitest'
import { type MenuCategoryNode, menuCategories } from '../../../server/category/menu'

const category = (
  uid: string,
  position: number,
  children: MenuCategoryNode[] = [],
  include_in_menu = 1,
): MenuCategoryNode => ({
  uid,
  name: `Category ${uid}`,
  url_path: `path/${uid}`,
  url_suffix: '.html',
  include_in_menu,
  position,
  children,
})

describe('menu categories', () => {
  it('keeps menu categories in position order with their url path and suffix', () => {
    const menu = menuCategories([category('b', 2), category('hidden', 0, [], 0), category('a', 1), null])
    expect(menu).toEqual([
      { uid: 'a', name: 'Category a', urlPath: 'path/a.html', children: [] },
      { uid: 'b', name: 'Category b', urlPath: 'path/b.html', children: [] },
    ])
  })

  it('stops at the given depth', () => {
    const tree = [category('1', 1, [category('2', 1, [category('3', 1)])])]
    expect(menuCategories(tree, 2)[0]?.children[0]?.children).toEqual([])
    expect(menuCategories(tree, 3)[0]?.children[0]?.children).toHaveLength(1)
  })
})
