import type { D1Queries } from './database-session'

/**
 * What a request asks of D1: its statements and its round trips (a `db.batch` of five statements is one round
 * trip). The /graphql endpoint answers them in `Server-Timing` (`d1-statements`, `d1-round-trips`), so an operator,
 * the bench and the tests read the cost of a query from its answer.
 */
export type D1Meter = { statements: number; roundTrips: number }

const EXECUTING = new Set(['first', 'all', 'run', 'raw'])

/** `d1` counting into `meter`: each executed statement one statement and one round trip, a batch one round trip. */
export function meteredD1(d1: D1Queries, meter: D1Meter): D1Queries {
  const original = new WeakMap<object, D1PreparedStatement>()
  const metered = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, name) {
        const value = Reflect.get(target, name, target)
        if (name === 'bind') return (...values: unknown[]) => metered(target.bind(...values))
        if (typeof name === 'string' && EXECUTING.has(name) && typeof value === 'function') {
          return (...args: unknown[]) => {
            meter.statements++
            meter.roundTrips++
            return value.apply(target, args)
          }
        }
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    original.set(proxy, statement)
    return proxy
  }
  return new Proxy(d1, {
    get(target, name) {
      if (name === 'prepare') return (query: string) => metered(target.prepare(query))
      if (name === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          meter.statements += statements.length
          meter.roundTrips++
          return target.batch(statements.map((s) => original.get(s) ?? s))
        }
      }
      const value = Reflect.get(target, name, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** The meter as a Server-Timing header value. */
export const serverTiming = (meter: D1Meter) =>
  `d1-statements;desc=${meter.statements}, d1-round-trips;desc=${meter.roundTrips}`
