import type { CartView } from '../../../contract/cart'
import { data, mutate, query } from './trpc'

/** The visitor's browser: keeps the cookies each answer sets, sends them with the next call. */
export class Visitor {
  readonly cookies = new Map<string, string>()

  constructor(
    readonly store: 'de' | 'en' = 'de',
    /** Sent with every call, e.g. the client's address (cf-connecting-ip) or a captcha token. */
    readonly headers: Record<string, string> = {},
  ) {}

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  keep(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      if (/Max-Age=0/i.test(line) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  async query(path: string, input?: unknown) {
    return this.keep(await query(path, input, { cookie: this.cookie, store: this.store, headers: this.headers }))
  }

  async mutate(path: string, input: unknown) {
    return this.keep(await mutate(path, input, { cookie: this.cookie, store: this.store, headers: this.headers }))
  }

  async cart(): Promise<CartView> {
    return data<CartView>(await this.query('cart.get'))
  }

  async add(input: Record<string, unknown>): Promise<CartView> {
    return data<CartView>(await this.mutate('cart.add', input))
  }
}
