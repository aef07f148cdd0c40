/**
 * The category tree of one store view, loaded in one query (entity + default values + store-view overrides) and
 * indexed in memory. Resolvers for children, breadcrumbs and filters all read this index, so a request costs
 * one D1 query for categories however deep the selection goes.
 */
import { and, eq, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Database } from '../kernel/database'
import { catalogCategoryEntity, catalogCategoryEntityStore } from './tables'

type Entity = typeof catalogCategoryEntity.$inferSelect
type StoreValues = typeof catalogCategoryEntityStore.$inferSelect

/** A category of the store view: its entity row with the store view's values (else the defaults). */
export type CategoryRecord = { id: Entity['entity_id'] } & Pick<
  Entity,
  'parent_id' | 'path' | 'position' | 'level' | 'is_anchor'
> &
  Omit<StoreValues, 'entity_id' | 'store_id' | 'is_active' | 'include_in_menu'> & {
    is_active: number
    include_in_menu: number
  }

export class CategoryIndex {
  readonly byId = new Map<number, CategoryRecord>()
  readonly #children = new Map<number, CategoryRecord[]>()
  /** Every category of the store's tree in tree order (depth first, by position). */
  readonly ordered: CategoryRecord[] = []

  constructor(
    readonly rootId: number,
    records: CategoryRecord[],
  ) {
    for (const r of records) {
      this.byId.set(r.id, r)
      const siblings = this.#children.get(r.parent_id) ?? []
      siblings.push(r)
      this.#children.set(r.parent_id, siblings)
    }
    for (const list of this.#children.values()) list.sort((a, b) => a.position - b.position || a.id - b.id)
    const visit = (r: CategoryRecord) => {
      this.ordered.push(r)
      for (const child of this.#children.get(r.id) ?? []) visit(child)
    }
    const root = this.byId.get(rootId)
    if (root) visit(root)
  }

  /** All children, active or not, by position. */
  allChildren(id: number): CategoryRecord[] {
    return this.#children.get(id) ?? []
  }

  activeChildren(id: number): CategoryRecord[] {
    return this.allChildren(id).filter((c) => c.is_active === 1)
  }

  /** Number of descendants (Magento's children_count column). */
  descendantCount(id: number): number {
    let count = 0
    for (const child of this.allChildren(id)) count += 1 + this.descendantCount(child.id)
    return count
  }

  /** Ancestors below the store root, top first (Magento's breadcrumbs). */
  ancestors(record: CategoryRecord): CategoryRecord[] {
    return record.path
      .split('/')
      .map(Number)
      .filter((id) => id !== record.id)
      .map((id) => this.byId.get(id))
      .filter((c): c is CategoryRecord => c !== undefined && c.level >= 2)
  }
}

export async function loadCategoryIndex(db: Database, storeId: number, rootId: number): Promise<CategoryIndex> {
  const e = catalogCategoryEntity
  const d = alias(catalogCategoryEntityStore, 'default_values')
  const s = alias(catalogCategoryEntityStore, 'store_values')
  const pick = <T>(column: keyof typeof d.$inferSelect) => sql<T>`coalesce(${s[column]}, ${d[column]})`
  const rootPath = sql`(select ${e.path} from ${e} where ${e.entity_id} = ${rootId})`
  const categories = db
    .select({
      id: e.entity_id,
      parent_id: e.parent_id,
      path: e.path,
      position: e.position,
      level: e.level,
      is_anchor: e.is_anchor,
      name: pick<string | null>('name'),
      url_key: pick<string | null>('url_key'),
      url_path: pick<string | null>('url_path'),
      is_active: sql<number>`coalesce(${s.is_active}, ${d.is_active}, 1)`,
      include_in_menu: sql<number>`coalesce(${s.include_in_menu}, ${d.include_in_menu}, 1)`,
      description: pick<string | null>('description'),
      display_mode: pick<string | null>('display_mode'),
      meta_title: pick<string | null>('meta_title'),
      meta_keywords: pick<string | null>('meta_keywords'),
      meta_description: pick<string | null>('meta_description'),
    })
    .from(e)
    .leftJoin(d, and(eq(d.entity_id, e.entity_id), eq(d.store_id, 0)))
    .leftJoin(s, and(eq(s.entity_id, e.entity_id), eq(s.store_id, storeId)))
    .where(or(eq(e.entity_id, rootId), sql`${e.path} like ${rootPath} || '/%'`))
  return new CategoryIndex(rootId, await categories)
}
