import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isApplicableQuantity, QuantitySync } from '../../../src/features/cart/quantity-sync'

const DELAY = 1000

/** A backend whose answers the test releases one by one, in any order. */
function fakeBackend() {
  const calls: { quantity: number; resolve: () => void; reject: (error: Error) => void }[] = []
  let stored: number | undefined
  return {
    calls,
    get stored() {
      return stored
    },
    send: (quantity: number) =>
      new Promise<void>((resolve, reject) => {
        calls.push({
          quantity,
          resolve: () => {
            stored = quantity
            resolve()
          },
          reject,
        })
      }),
  }
}

describe('QuantitySync', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('applies only whole quantities above 0', () => {
    expect([1, 7, 0, -1, 1.5, Number.NaN].map(isApplicableQuantity)).toEqual([true, true, false, false, false, false])
    const sync = new QuantitySync(3, { delayMs: DELAY, send: vi.fn(), onError: vi.fn() })
    expect(sync.request(0)).toBe(false)
    expect(sync.request(2.5)).toBe(false)
    expect(sync.desired).toBe(3)
    expect(sync.busy).toBe(false)
  })

  it(`sends once, ${DELAY} ms after the last of several quick changes`, async () => {
    const backend = fakeBackend()
    const sync = new QuantitySync(1, { delayMs: DELAY, send: backend.send, onError: vi.fn() })
    for (const quantity of [2, 3, 4, 5]) {
      sync.request(quantity)
      await vi.advanceTimersByTimeAsync(300)
    }
    expect(backend.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(DELAY - 300)
    expect(backend.calls.map((call) => call.quantity)).toEqual([5])
    backend.calls[0]?.resolve()
    await vi.runAllTimersAsync()
    expect(sync.confirmed).toBe(5)
    expect(sync.busy).toBe(false)
  })

  it('sends nothing when the quantity is back where it started', async () => {
    const backend = fakeBackend()
    const sync = new QuantitySync(4, { delayMs: DELAY, send: backend.send, onError: vi.fn() })
    sync.request(5)
    sync.request(4)
    await vi.runAllTimersAsync()
    expect(backend.calls).toHaveLength(0)
  })

  it('keeps one request in flight and sends the latest wish after it: the backend ends at the last quantity', async () => {
    const backend = fakeBackend()
    const sync = new QuantitySync(1, { delayMs: DELAY, send: backend.send, onError: vi.fn() })
    sync.request(2)
    await vi.advanceTimersByTimeAsync(DELAY)
    expect(backend.calls.map((call) => call.quantity)).toEqual([2])
    // the visitor keeps clicking while the first answer is slow
    sync.request(3)
    sync.request(4)
    await vi.advanceTimersByTimeAsync(DELAY * 3)
    expect(backend.calls).toHaveLength(1)
    backend.calls[0]?.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(backend.calls.map((call) => call.quantity)).toEqual([2, 4])
    backend.calls[1]?.resolve()
    await vi.runAllTimersAsync()
    expect(backend.stored).toBe(4)
    expect(sync.confirmed).toBe(4)
    expect(sync.busy).toBe(false)
  })

  it('rolls back to the confirmed quantity on a refusal and drops the wishes queued behind it', async () => {
    const backend = fakeBackend()
    const onError = vi.fn()
    const sync = new QuantitySync(2, { delayMs: DELAY, send: backend.send, onError })
    sync.request(50)
    await vi.advanceTimersByTimeAsync(DELAY)
    sync.request(51)
    backend.calls[0]?.reject(new Error('The requested qty is not available'))
    await vi.runAllTimersAsync()
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 2)
    expect(sync.desired).toBe(2)
    expect(backend.calls).toHaveLength(1)
    expect(sync.busy).toBe(false)
  })

  it('sends nothing more and reports nothing after cancel (the line is being removed)', async () => {
    const backend = fakeBackend()
    const onError = vi.fn()
    const sync = new QuantitySync(1, { delayMs: DELAY, send: backend.send, onError })
    sync.request(2)
    await vi.advanceTimersByTimeAsync(DELAY)
    sync.request(3)
    sync.cancel()
    backend.calls[0]?.reject(new Error('Could not find cart item with id: 7.'))
    await vi.runAllTimersAsync()
    expect(backend.calls).toHaveLength(1)
    expect(onError).not.toHaveBeenCalled()
    expect(sync.request(4)).toBe(false)
  })

  it('takes the backend quantity from elsewhere only while nothing is pending', () => {
    const sync = new QuantitySync(1, { delayMs: DELAY, send: vi.fn(), onError: vi.fn() })
    sync.observe(6)
    expect(sync.desired).toBe(6)
    sync.request(7)
    sync.observe(1)
    expect(sync.desired).toBe(7)
  })

  it('flush sends at once and waits for the answer', async () => {
    const send = vi.fn(async () => {})
    const sync = new QuantitySync(1, { delayMs: DELAY, send, onError: vi.fn() })
    sync.request(9)
    await sync.flush()
    expect(send).toHaveBeenCalledWith(9)
    expect(sync.confirmed).toBe(9)
  })
})
