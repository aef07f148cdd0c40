/**
 * The cookies a script's shop client holds, as a browser would for one site: each answer's Set-Cookie lines
 * update it, every call sends it. The shop sets its cookies for path / of its own host, so names are enough.
 */
export class CookieJar {
  readonly #cookies = new Map<string, string>()

  /** The Cookie header value; empty when the jar is empty. */
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name)
  }

  /** Keeps the cookies `response` sets; an empty value or `Max-Age=0` removes one, as the shop clears them. */
  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const separator = pair.indexOf('=')
      if (separator < 1) continue
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute))
      if (expired || value === '') this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }
}
