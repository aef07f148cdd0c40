import type { D1Queries } from './database-session'

/**
 * A request's reads asked together go to D1 together: one batch, one round trip. Together means in one run of code,
 * up to the microtasks that follow it: the batch loaders of a GraphQL level (links, reviews, custom options…) each
 * ask their read when the request's loader turn runs them, one after the other (batch-loader.ts), so a product
 * page's level costs one round trip instead of one per loader. A read asked alone waits for no timer.
 *
 * Only reads wait for the microtasks: `first` and `all` of a statement that selects, and batches of nothing but
 * such statements. Anything else (`run`, `raw`, a batch that writes) first sends what waits, then goes at once, so
 * D1 still receives the request's statements in the order they were asked. Should a batch fail, each of its reads
 * is sent again on its own, so that only the read at fault fails, as it would have alone.
 */
export function coalescedD1(d1: D1Queries): D1Queries {
  /** The statement behind each handed-out one, and whether it only reads. */
  const handedOut = new WeakMap<D1PreparedStatement, { real: D1PreparedStatement; reads: boolean }>()
  let waiting: Waiting[] = []

  const sendWaiting = () => {
    const reads = waiting
    waiting = []
    if (reads.length > 0) void sendTogether(d1, reads)
  }
  const enqueue = (statements: D1PreparedStatement[]) =>
    new Promise<D1Result[]>((resolve, reject) => {
      if (waiting.length === 0) queueMicrotask(sendWaiting)
      waiting.push({ statements, resolve, reject })
    })

  const handOut = (real: D1PreparedStatement, reads: boolean): D1PreparedStatement => {
    const proxy = new Proxy(real, {
      get(target, name) {
        if (name === 'bind') return (...values: unknown[]) => handOut(target.bind(...values), reads)
        if (reads && name === 'all') return () => enqueue([target]).then(([result]) => result)
        if (reads && name === 'first')
          return (column?: string) => enqueue([target]).then(([result]) => first(result, column))
        const value = Reflect.get(target, name, target)
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          sendWaiting()
          return value.apply(target, args)
        }
      },
    })
    handedOut.set(proxy, { real, reads })
    return proxy
  }

  return {
    prepare: (sql: string) => handOut(d1.prepare(sql), READ.test(sql) && !WRITE.test(sql)),
    batch<T = unknown>(statements: D1PreparedStatement[]) {
      const known = statements.map((s) => handedOut.get(s) ?? { real: s, reads: false })
      const real = known.map((s) => s.real)
      if (known.every((s) => s.reads)) return enqueue(real) as Promise<D1Result<T>[]>
      sendWaiting()
      return d1.batch<T>(real)
    },
  }
}

/** A statement that selects (`SELECT …`, `WITH … SELECT`) and names no write. */
const READ = /^\s*(?:select|with)\b/i
const WRITE = /\b(?:insert|update|delete|replace|upsert)\b/i

interface Waiting {
  statements: D1PreparedStatement[]
  resolve: (results: D1Result[]) => void
  reject: (error: unknown) => void
}

/** D1's `first()`: the first row (or one column of it), or null without rows. */
function first(result: D1Result | undefined, column?: string): unknown {
  const row = result?.results[0] as Record<string, unknown> | undefined
  if (row === undefined) return null
  return column === undefined ? row : row[column]
}

async function sendTogether(d1: D1Queries, reads: Waiting[]): Promise<void> {
  if (reads.length === 1) return sendAlone(d1, reads[0] as Waiting)
  try {
    const results = await d1.batch(reads.flatMap((read) => read.statements))
    let next = 0
    for (const read of reads) {
      read.resolve(results.slice(next, next + read.statements.length))
      next += read.statements.length
    }
  } catch {
    await Promise.all(reads.map((read) => sendAlone(d1, read)))
  }
}

async function sendAlone(d1: D1Queries, read: Waiting): Promise<void> {
  try {
    const [statement] = read.statements
    read.resolve(read.statements.length === 1 && statement ? [await statement.all()] : await d1.batch(read.statements))
  } catch (error) {
    read.reject(error)
  }
}
