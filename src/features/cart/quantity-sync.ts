/**
 * Sends a cart line's quantity the way the spec wants it: only quantities above 0, `delayMs` after the last
 * change (debounced per line), one request at a time, and always the latest wish last — so rapid clicks, typing
 * and slow answers can never leave the backend at an older quantity. Pure (timers injectable), no React.
 */
export interface QuantitySyncOptions {
  delayMs: number
  /** Sends one quantity; resolves when the backend holds it. */
  send: (quantity: number) => Promise<void>
  /** The backend refused or could not be reached: pending wishes are dropped, the quantity is `confirmed` again. */
  onError: (error: unknown, confirmed: number) => void
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

/** A quantity the spec lets through: a whole number above 0. */
export function isApplicableQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity > 0
}

export class QuantitySync {
  #confirmed: number
  #desired: number
  #timer: unknown = null
  #inFlight: Promise<void> | null = null
  #flushAfterFlight = false
  #cancelled = false
  readonly #options: Required<QuantitySyncOptions>

  constructor(confirmed: number, options: QuantitySyncOptions) {
    this.#confirmed = confirmed
    this.#desired = confirmed
    this.#options = {
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      ...options,
    }
  }

  /** The quantity the visitor wants (what the page shows). */
  get desired(): number {
    return this.#desired
  }

  /** What the backend holds, as far as this line knows. */
  get confirmed(): number {
    return this.#confirmed
  }

  /** A wish is waiting for its delay or on its way. */
  get busy(): boolean {
    return this.#timer !== null || this.#inFlight !== null || this.#desired !== this.#confirmed
  }

  get cancelled(): boolean {
    return this.#cancelled
  }

  /** A new wish. Not applied (false) unless it is a whole number above 0. */
  request(quantity: number): boolean {
    if (this.#cancelled || !isApplicableQuantity(quantity)) return false
    this.#desired = quantity
    this.#restartTimer()
    return true
  }

  /** The backend's quantity from elsewhere (a reload, another tab): taken only while nothing is pending. */
  observe(quantity: number): void {
    if (this.busy) return
    this.#confirmed = quantity
    this.#desired = quantity
  }

  /** The line is going away: nothing more is sent, and answers still on the way are ignored. */
  cancel(): void {
    this.#cancelled = true
    this.#stopTimer()
  }

  /** Sends now instead of after the delay (e.g. before leaving the page). Resolves when everything is sent. */
  async flush(): Promise<void> {
    this.#stopTimer()
    await this.#send()
    while (this.#inFlight) await this.#inFlight
  }

  #restartTimer(): void {
    this.#stopTimer()
    this.#timer = this.#options.setTimer(() => {
      this.#timer = null
      void this.#send()
    }, this.#options.delayMs)
  }

  #stopTimer(): void {
    if (this.#timer !== null) this.#options.clearTimer(this.#timer)
    this.#timer = null
  }

  async #send(): Promise<void> {
    if (this.#cancelled) return
    if (this.#inFlight) {
      this.#flushAfterFlight = true
      return
    }
    if (this.#desired === this.#confirmed) return
    const quantity = this.#desired
    const flight = this.#options.send(quantity).then(
      () => {
        this.#confirmed = quantity
      },
      (error: unknown) => {
        if (this.#cancelled) return
        this.#stopTimer()
        this.#flushAfterFlight = false
        this.#desired = this.#confirmed
        this.#options.onError(error, this.#confirmed)
      },
    )
    this.#inFlight = flight
    await flight
    this.#inFlight = null
    if (this.#flushAfterFlight) {
      this.#flushAfterFlight = false
      await this.#send()
    }
  }
}
