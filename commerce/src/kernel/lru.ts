/** A small least-recently-used map (Map keeps insertion order; a hit moves the key to the end). */
export class Lru<K, V> {
  readonly #items = new Map<K, V>()
  constructor(readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.#items.get(key)
    if (value !== undefined) {
      this.#items.delete(key)
      this.#items.set(key, value)
    }
    return value
  }

  set(key: K, value: V): void {
    this.#items.delete(key)
    this.#items.set(key, value)
    if (this.#items.size > this.capacity) this.#items.delete(this.#items.keys().next().value as K)
  }

  get size(): number {
    return this.#items.size
  }
}
