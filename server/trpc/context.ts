import type { Context as HonoContext } from 'hono'

export function createContext(c: HonoContext) {
  return { request: c.req.raw, hono: c }
}

export type Context = ReturnType<typeof createContext>
