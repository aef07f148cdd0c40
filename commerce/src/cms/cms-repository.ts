/** CMS pages and blocks of a store view (assigned to it or to all store views, store_id 0), active only. */
import { and, desc, eq, or } from 'drizzle-orm'
import type { Database } from '../kernel/database'
import { inList } from '../kernel/lists'
import { cmsBlock, cmsBlockStore, cmsPage, cmsPageStore } from './tables'

export type CmsPageRecord = typeof cmsPage.$inferSelect
export type CmsBlockRecord = Pick<typeof cmsBlock.$inferSelect, 'block_id' | 'identifier' | 'title' | 'content'>

export async function findPage(
  db: Database,
  storeId: number,
  by: { identifier: string } | { id: number },
): Promise<CmsPageRecord | undefined> {
  const [row] = await db
    .select({ page: cmsPage })
    .from(cmsPage)
    .innerJoin(cmsPageStore, eq(cmsPageStore.page_id, cmsPage.page_id))
    .where(
      and(
        'id' in by ? eq(cmsPage.page_id, by.id) : eq(cmsPage.identifier, by.identifier),
        inList(cmsPageStore.store_id, [0, storeId]),
        eq(cmsPage.is_active, 1),
      ),
    )
    .orderBy(desc(cmsPageStore.store_id))
    .limit(1)
  return row?.page
}

/** Blocks by identifier or numeric id, one query; the store view's own block wins over an "all store views" one. */
export async function findBlocks(db: Database, storeId: number, keys: string[]): Promise<CmsBlockRecord[]> {
  const ids = keys.filter((k) => /^\d+$/.test(k)).map(Number)
  const identifiers = keys.filter((k) => !/^\d+$/.test(k))
  if (keys.length === 0) return []
  return db
    .select({
      block_id: cmsBlock.block_id,
      identifier: cmsBlock.identifier,
      title: cmsBlock.title,
      content: cmsBlock.content,
    })
    .from(cmsBlock)
    .innerJoin(cmsBlockStore, eq(cmsBlockStore.block_id, cmsBlock.block_id))
    .where(
      and(
        or(
          identifiers.length ? inList(cmsBlock.identifier, identifiers) : undefined,
          ids.length ? inList(cmsBlock.block_id, ids) : undefined,
        ),
        inList(cmsBlockStore.store_id, [0, storeId]),
        eq(cmsBlock.is_active, 1),
      ),
    )
    .orderBy(desc(cmsBlockStore.store_id))
}

export type CmsBlockValue = Pick<CmsBlockRecord, 'identifier' | 'title' | 'content'>
export type CmsPageValue = ReturnType<typeof cmsPageValue>

/** A page as GraphQL's CmsPage (a RoutableInterface); `id` is for urlResolver's EntityUrl. */
export function cmsPageValue(page: CmsPageRecord) {
  return {
    __typename: 'CmsPage' as const,
    id: page.page_id,
    identifier: page.identifier,
    url_key: page.identifier,
    title: page.title,
    content: page.content,
    content_heading: page.content_heading,
    page_layout: page.page_layout,
    meta_title: page.meta_title,
    meta_description: page.meta_description,
    meta_keywords: page.meta_keywords,
    redirect_code: 0,
    relative_url: page.identifier,
    type: 'CMS_PAGE' as const,
  }
}
