/**
 * Store views and their configuration, loaded in one D1 round trip (two statements, batched) and kept per isolate.
 * Configuration follows Magento's scope fallback: store view → website → default.
 */
import { eq } from 'drizzle-orm'
import { columns, type Database } from '../kernel/database'
import { GraphQlInputException } from '../kernel/errors'
import { coreConfigData, store, storeGroup, storeWebsite } from './tables'

type Website = typeof storeWebsite.$inferSelect
type Group = typeof storeGroup.$inferSelect

/** A store view with its website and store group (Magento's StoreInterface with its parents). */
export type StoreRecord = Pick<
  typeof store.$inferSelect,
  'store_id' | 'code' | 'name' | 'sort_order' | 'is_active' | 'website_id' | 'group_id'
> & {
  website_code: Website['code']
  website_name: Website['name']
  website_is_default: Website['is_default']
  website_default_group_id: Website['default_group_id']
  group_code: Group['code']
  group_name: Group['name']
  root_category_id: Group['root_category_id']
  group_default_store_id: Group['default_store_id']
}

type ConfigRow = { scope: string; scope_id: number; path: string; value: string | null }

export class StoreRegistry {
  readonly stores: readonly StoreRecord[]
  readonly #byCode = new Map<string, StoreRecord>()
  readonly #config = new Map<string, string | null>()

  constructor(stores: StoreRecord[], config: ConfigRow[]) {
    this.stores = stores
    for (const s of stores) this.#byCode.set(s.code, s)
    for (const row of config) this.#config.set(`${row.scope}:${row.scope_id}:${row.path}`, row.value)
  }

  /** The default store view: the default store of the default group of the default website. */
  get defaultStore(): StoreRecord | undefined {
    const website = this.stores.find((s) => s.website_is_default === 1) ?? this.stores[0]
    if (!website) return undefined
    return (
      this.stores.find(
        (s) => s.store_id === website.group_default_store_id && s.group_id === website.website_default_group_id,
      ) ??
      this.stores.find((s) => s.group_id === website.website_default_group_id) ??
      website
    )
  }

  /**
   * The store view named by the `Store` header, as Magento's StoreValidator decides: absent or empty → default;
   * "default" → default; unknown or inactive → "Requested store is not found".
   */
  resolve(header: string | null): StoreRecord {
    const code = header?.trim() ?? ''
    const fallback = this.defaultStore
    if (code === '' || code.toLowerCase() === 'default') {
      if (fallback) return fallback
    }
    const found = this.#byCode.get(code)
    if (found?.is_active !== 1) throw new GraphQlInputException('Requested store is not found')
    return found
  }

  config(s: StoreRecord, path: string): string | null {
    for (const key of [`stores:${s.store_id}:${path}`, `websites:${s.website_id}:${path}`, `default:0:${path}`]) {
      if (this.#config.has(key)) return this.#config.get(key) ?? null
    }
    return null
  }

  configFlag(s: StoreRecord, path: string): boolean {
    const value = this.config(s, path)
    return value !== null && value !== '' && value !== '0'
  }

  configInt(s: StoreRecord, path: string): number | null {
    const value = this.config(s, path)
    if (value === null || value === '') return null
    const n = Number.parseInt(value, 10)
    return Number.isNaN(n) ? null : n
  }
}

export async function loadStoreRegistry(db: Database): Promise<StoreRegistry> {
  const [stores, config] = await db.batch([
    db
      .select(
        columns({
          store_id: store.store_id,
          code: store.code,
          name: store.name,
          sort_order: store.sort_order,
          is_active: store.is_active,
          website_id: storeWebsite.website_id,
          website_code: storeWebsite.code,
          website_name: storeWebsite.name,
          website_is_default: storeWebsite.is_default,
          website_default_group_id: storeWebsite.default_group_id,
          group_id: storeGroup.group_id,
          group_code: storeGroup.code,
          group_name: storeGroup.name,
          root_category_id: storeGroup.root_category_id,
          group_default_store_id: storeGroup.default_store_id,
        }),
      )
      .from(store)
      .innerJoin(storeGroup, eq(storeGroup.group_id, store.group_id))
      .innerJoin(storeWebsite, eq(storeWebsite.website_id, store.website_id))
      .orderBy(store.sort_order, store.store_id),
    db
      .select({
        scope: coreConfigData.scope,
        scope_id: coreConfigData.scope_id,
        path: coreConfigData.path,
        value: coreConfigData.value,
      })
      .from(coreConfigData),
  ])
  return new StoreRegistry(stores, config)
}
