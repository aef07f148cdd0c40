/**
 * Magento's price-range algorithms for the price buckets of layered navigation, chosen per store view by
 * `catalog/layered_navigation/price_range_calculation`: `auto` (equal ranges of a power of ten), `manual` (ranges of
 * `price_range_step`, at most `price_range_max_intervals`, the last one open), `improved` (Magento's
 * Search\Dynamic\Algorithm: about equally filled ranges with round bounds). Input: whole-euro prices with counts.
 */
import type { Bucket } from './product-search'

export type PriceRange = { from: number; to: number | null; count: number }
export type PriceRangeCalculation = 'auto' | 'manual' | 'improved'
export type PriceRangeConfig = { calculation: PriceRangeCalculation; step: number; maxIntervals: number }

const MIN_RANGE_POWER = 10

function byRange(histogram: Bucket[], range: number): Map<number, number> {
  const counts = new Map<number, number>()
  for (const b of histogram) {
    const key = Math.floor(Number(b.value) / range) + 1
    counts.set(key, (counts.get(key) ?? 0) + b.count)
  }
  return new Map([...counts.entries()].sort(([a], [b]) => a - b))
}

/**
 * Auto: range = 10^(digits of the floored maximum price − i) for i = 1, 2, … while the range is above 10 and there
 * are fewer than two buckets; bucket k (from 1) covers [(k−1)·range, k·range).
 */
export function autoRanges(histogram: Bucket[]): PriceRange[] {
  if (histogram.length === 0) return []
  const max = Math.max(...histogram.map((b) => Number(b.value)))
  let index = 1
  let range: number
  let buckets: Map<number, number>
  do {
    range = 10 ** (String(Math.floor(max)).length - index)
    buckets = byRange(histogram, range)
    index += 1
  } while (range > MIN_RANGE_POWER && buckets.size < 2)
  return [...buckets].map(([key, count]) => ({ from: (key - 1) * range, to: key * range, count }))
}

/** Manual: ranges of `step`; from the max-intervals-th range on, everything is added to that last range (open). */
export function manualRanges(histogram: Bucket[], step: number, maxIntervals: number): PriceRange[] {
  const ranges = [...byRange(histogram, step)].map(([key, count]) => ({
    from: (key - 1) * step,
    to: (key * step) as number | null,
    count,
  }))
  const kept = ranges.slice(0, Math.max(1, maxIntervals))
  const last = kept.at(-1)
  if (last && ranges.length > kept.length) {
    last.count += ranges.slice(kept.length).reduce((n, r) => n + r.count, 0)
    last.to = null
  }
  return kept
}

const MIN_POSSIBLE_VALUE = 0.01
const TEN_POWER_ROUNDING_FACTOR = 4
const INTERVAL_DEFLECTION_LIMIT = 0.3
const STANDARD_NORMAL_DISTRIBUTION = 1.96
const MIN_INTERVALS_NUMBER = 2
const MAX_INTERVALS_NUMBER = 10

/** Magento's number of intervals: value range · count^⅓ / (3.5 · standard deviation), between 2 and 10. */
export function intervalsNumber(values: number[]): number {
  const count = values.length
  const min = values[0] ?? 0
  const max = values.at(-1) ?? 0
  if (count < 2 || max - min <= 0) return 1
  const mean = values.reduce((s, v) => s + v, 0) / count
  const deviation = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / count)
  const n = deviation <= 0 ? 10 ** TEN_POWER_ROUNDING_FACTOR : ((max - min) * count ** (1 / 3)) / (3.5 * deviation)
  return Math.min(Math.max(Math.ceil(n), MIN_INTERVALS_NUMBER), MAX_INTERVALS_NUMBER)
}

/** Round separators in (lower, upper], roundest first: multiples of 10·10^k, 5·10^k, 2·10^k down to 0.01. */
function roundValues(lower: number, upper: number): number[][] {
  const out: number[][] = []
  for (let power = 10 ** TEN_POWER_ROUNDING_FACTOR; power >= MIN_POSSIBLE_VALUE; power /= 10) {
    const coefficients = power <= MIN_POSSIBLE_VALUE ? [10, 5, 2, 1] : [10, 5, 2]
    for (const factor of coefficients.map((c) => c * power)) {
      const first = Math.ceil(Number((lower / factor).toFixed(7)))
      const last = Math.floor(Number((upper / factor).toFixed(7)))
      if (last <= 0 || last < first || last - first > 10) continue
      const multiples: number[] = []
      for (let i = first; i <= last; i++) multiples.push(Math.round(i * factor * 100) / 100)
      out.push(multiples)
    }
  }
  return out
}

/** A separator value, the index of the first value at or above it, and how far that index is from the quantile. */
type Separator = { separator: number; index: number; off: number }

/** Index of the first value ≥ v (values sorted), or values.length. */
function firstAtLeast(values: number[], v: number): number {
  let lo = 0
  let hi = values.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((values[mid] as number) < v) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Improved: n intervals (see intervalsNumber); separator i is the roundest value within the 95 % confidence interval
 * of the i-th n-quantile whose interval holds the expected count ±30 % (else the one nearest the quantile).
 */
export function improvedRanges(histogram: Bucket[]): PriceRange[] {
  const values = histogram.flatMap((b) => Array<number>(b.count).fill(Number(b.value))).sort((a, b) => a - b)
  const count = values.length
  if (count === 0) return []
  const n = intervalsNumber(values)
  const perInterval = count / n
  const ranges: PriceRange[] = []
  let lastSeparator = 0
  let lastIndex = 0
  for (let i = 1; i < n; i++) {
    const quantile = (i * count) / n - 0.5
    const limit = Math.floor(count / 2 / n)
    const deflection = (STANDARD_NORMAL_DISTRIBUTION * Math.sqrt(count * i * (n - i))) / n
    const left = Math.max(
      Math.floor(quantile - deflection - 1),
      Math.min(Math.floor(quantile - limit), Math.floor(quantile)),
      0,
    )
    const right = Math.min(
      Math.ceil(quantile + deflection),
      Math.max(Math.ceil(quantile + limit - 1), Math.ceil(quantile)),
      count - 1,
    )
    const lower = Math.max(values[left] as number, lastSeparator) + MIN_POSSIBLE_VALUE / 10
    let chosen: Separator | null = null
    let candidate: Separator | null = null
    for (const separators of roundValues(lower, values[right] as number)) {
      const best = separators
        .map((separator) => {
          const index = firstAtLeast(values, separator)
          return { separator, index, off: Math.abs(i * count - index * n) }
        })
        .filter((s) => s.index > lastIndex && s.index < count)
        .sort((a, b) => a.off - b.off)[0]
      if (!best) continue
      if (Math.abs(1 - (best.index - lastIndex) / perInterval) <= INTERVAL_DEFLECTION_LIMIT) {
        chosen = best
        break
      }
      if (!candidate || best.off < candidate.off) candidate = best
    }
    const separator = chosen ?? candidate
    if (!separator) continue
    ranges.push({ from: lastSeparator, to: separator.separator, count: separator.index - lastIndex })
    lastSeparator = separator.separator
    lastIndex = separator.index
  }
  if (lastIndex < count) ranges.push({ from: lastSeparator, to: null, count: count - lastIndex })
  return ranges
}

export function priceRanges(histogram: Bucket[], config: PriceRangeConfig): PriceRange[] {
  if (config.calculation === 'manual') return manualRanges(histogram, config.step, config.maxIntervals)
  if (config.calculation === 'improved') return improvedRanges(histogram)
  return autoRanges(histogram)
}
