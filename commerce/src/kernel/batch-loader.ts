/**
 * A request's next turn of the event loop, in which all its batch loaders with keys waiting load them: one timer for
 * the request's loaders, not one each, so that the reads they ask leave in the same turn and go to D1 as one batch
 * (coalesced-d1.ts).
 */
export class LoaderTurn {
  #due: (() => void)[] = []

  /** Runs `load` in the next turn, after the loads already due in it. */
  defer(load: () => void): void {
    if (this.#due.length === 0) setTimeout(() => this.#run(), 0)
    this.#due.push(load)
  }

  #run(): void {
    const due = this.#due
    this.#due = []
    for (const load of due) load()
  }
}

/**
 * Collects the keys asked for while a GraphQL level resolves (until the request's next turn) and loads them in one
 * call, so that a list of products costs one D1 round trip for their links, variants or records instead of one per
 * product. Results are kept for the request.
 */
export class BatchLoader<K, V> {
  readonly #cache = new Map<K, Promise<V | undefined>>()
  #pending: { key: K; resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[] = []

  constructor(
    private readonly turn: LoaderTurn,
    private readonly fetch: (keys: K[]) => Promise<Map<K, V>>,
  ) {}

  load(key: K): Promise<V | undefined> {
    const cached = this.#cache.get(key)
    if (cached) return cached
    const promise = new Promise<V | undefined>((resolve, reject) => {
      if (this.#pending.length === 0) this.turn.defer(() => this.#flush())
      this.#pending.push({ key, resolve, reject })
    })
    this.#cache.set(key, promise)
    return promise
  }

  /** Keeps a value read along with another load (it is not loaded again); a key already asked for keeps its own. */
  prime(key: K, value: V): void {
    if (!this.#cache.has(key)) this.#cache.set(key, Promise.resolve(value))
  }

  async loadMany(keys: K[]): Promise<V[]> {
    const values = await Promise.all(keys.map((k) => this.load(k)))
    return values.filter((v): v is Awaited<V> => v !== undefined)
  }

  async #flush(): Promise<void> {
    const batch = this.#pending
    this.#pending = []
    try {
      const found = await this.fetch(batch.map((p) => p.key))
      for (const p of batch) p.resolve(found.get(p.key))
    } catch (error) {
      for (const p of batch) p.reject(error)
    }
  }
}

/** A request-scoped value loaded at most once, on first use (e.g. the store view's category tree). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined
  return () => {
    value ??= load()
    return value
  }
}
