import { describe, expect, it } from 'vitest'
import { improvedRanges, intervalsNumber, priceRanges } from '../../../commerce/src/product/price-ranges'

const histogram = (prices: number[]) => {
  const counts = new Map<number, number>()
  for (const p of prices) counts.set(Math.floor(p), (counts.get(Math.floor(p)) ?? 0) + 1)
  return [...counts].map(([value, count]) => ({ value: String(value), count }))
}
/** Many cheap items, a long tail of dear ones: the catalogue's shape. */
const skewed = Array.from({ length: 1000 }, (_, i) => Math.round(2 * 1.009 ** i))

describe("Magento's price-range algorithms", () => {
  it('auto: equal ranges of a power of ten', () => {
    const ranges = priceRanges(histogram([5, 15, 150, 1500]), { calculation: 'auto', step: 100, maxIntervals: 10 })
    expect(ranges).toEqual([
      { from: 0, to: 1000, count: 3 },
      { from: 1000, to: 2000, count: 1 },
    ])
  })

  it('manual: ranges of the step, the rest in the last (open) range after max intervals', () => {
    const ranges = priceRanges(histogram([5, 15, 150, 250, 950]), { calculation: 'manual', step: 100, maxIntervals: 2 })
    expect(ranges).toEqual([
      { from: 0, to: 100, count: 2 },
      { from: 100, to: null, count: 3 },
    ])
  })

  it('improved: between 2 and 10 intervals of about equal size with round bounds, the last open', () => {
    expect(intervalsNumber([1, 1, 1])).toBe(1)
    const ranges = improvedRanges(histogram(skewed))
    expect(ranges.length).toBe(intervalsNumber(skewed))
    expect(ranges.reduce((n, r) => n + r.count, 0)).toBe(1000)
    for (const r of ranges) expect(Math.abs(1 - r.count / (1000 / ranges.length))).toBeLessThanOrEqual(0.5)
    expect(ranges[0]?.from).toBe(0)
    expect(ranges.at(-1)?.to).toBeNull()
    for (const [i, r] of ranges.slice(1).entries()) expect(r.from).toBe(ranges[i]?.to)
  })
})
