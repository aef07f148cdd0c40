/**
 * Data that only a deployment (migrations, seed) or an operator changes — the store configuration, attribute
 * metadata, the category tree, tax rates — kept per isolate for a while, as Magento keeps it in its config, EAV and
 * collection caches: a request then reads it without a D1 round trip. An operator's SQL edit shows once the entry
 * expires (METADATA_TTL_MS) or after `cleanIsolateCaches()` (the admin's cache clean), as it does in Magento after
 * `bin/magento cache:clean`. Only settled values are kept, never a promise: a promise another request's I/O settles
 * must not be awaited by this one.
 */
export const METADATA_TTL_MS = 60_000

const every = new Set<IsolateCache<unknown, unknown>>()

export class IsolateCache<K, V> {
  readonly #entries = new Map<K, { value: V; expires: number }>()

  constructor(readonly ttlMs = METADATA_TTL_MS) {
    every.add(this as IsolateCache<unknown, unknown>)
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const entry = this.#entries.get(key)
    if (entry && entry.expires > Date.now()) return entry.value
    const value = await load()
    this.#entries.set(key, { value, expires: Date.now() + this.ttlMs })
    return value
  }

  clear(): void {
    this.#entries.clear()
  }
}

/** Empties every isolate cache of this isolate (other isolates follow within METADATA_TTL_MS). */
export function cleanIsolateCaches(): void {
  for (const cache of every) cache.clear()
}
