import { workerConfig } from '../../app.config'
import type { ProductCard } from '../../contract/product'
import { CacheShort } from '../cache/strategies'
import type { CommerceClient } from '../commerce/client'
import { productCards } from '../product/product-card'
import { NearbyProductsQuery } from './operations'

/** A word of dimensions: a thickness, a length or a format ("10", "10mm", "2000x1000", "1.000"). */
const DIMENSION = /^\d[\d.,x×*]*(mm)?$/i
/** A grade's letters before its number ("PE 1000"): the number belongs to the material. */
const GRADE = /^\p{L}{2}$/u

/**
 * The search without its dimensions ("PP grau 13" → "PP grau"): the same material in other thicknesses and
 * formats. Null when nothing is left or nothing was taken.
 */
export function withoutDimensions(term: string): string | null {
  const words = term.split(/\s+/).filter(Boolean)
  const kept = words.filter((word, i) => !DIMENSION.test(word) || GRADE.test(words[i - 1] ?? ''))
  return kept.length > 0 && kept.length < words.length ? kept.join(' ') : null
}

/**
 * What a search that found nothing offers instead: the items of the search without its dimensions, else of the
 * corrected search ("did you mean"), in the same category and without the chosen filters.
 */
export async function nearbyProducts(
  commerce: CommerceClient,
  { term, suggestion, categoryUid }: { term: string; suggestion: string | null; categoryUid: string },
): Promise<ProductCard[]> {
  const search = withoutDimensions(term) ?? suggestion
  if (!search) return []
  const { products } = await commerce.query(
    NearbyProductsQuery,
    { search, filter: { category_uid: { eq: categoryUid } }, pageSize: workerConfig.zeroResultNearbyItems },
    CacheShort(),
  )
  return productCards(products?.items)
}
