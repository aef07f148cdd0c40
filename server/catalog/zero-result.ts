import { workerConfig } from '../../app.config'
import type { ProductCard } from '../../contract/product'
import type { FilterGroup } from '../../contract/stock-list'
import { CacheShort } from '../cache/strategies'
import type { CommerceClient } from '../commerce/client'
import { productCards } from '../product/product-card'
import { filterGroups } from './filter-groups'
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

/** The search with its last words left off, the longest first ("Acrylglas blau matt" → "Acrylglas blau", "Acrylglas"). */
export function shorterSearches(term: string): string[] {
  const words = term.split(/\s+/).filter(Boolean)
  return words.slice(1).map((_, i) => words.slice(0, words.length - 1 - i).join(' '))
}

/** The searches tried in turn for items near one that found nothing; a few, as each is a read of its own. */
const MAX_NEARBY_SEARCHES = 3

/** The items near a search that found nothing, with the filters of the search that found them. */
export interface NearbySearch {
  /** The search that found them ("PP grau" for "PP grau 13"): a facet chosen applies to it. */
  term: string
  items: ProductCard[]
  totalCount: number
  /** Its filters, with the counts a choice of each lists: it runs in the same category, without chosen filters. */
  aggregations: FilterGroup[]
}

/**
 * What a search that found nothing offers instead, in the same category and without the chosen filters: the items
 * of the first of these searches that finds some — the search without its dimensions, the corrected search ("did
 * you mean"), the search with its last words left off — and that search's filters, from the same read.
 */
export async function nearbySearch(
  commerce: CommerceClient,
  { term, suggestion, categoryUid }: { term: string; suggestion: string | null; categoryUid: string },
): Promise<NearbySearch | null> {
  const searches = [withoutDimensions(term), suggestion, ...shorterSearches(term)].filter(
    (search, i, all): search is string => !!search && all.indexOf(search) === i,
  )
  for (const search of searches.slice(0, MAX_NEARBY_SEARCHES)) {
    const { products } = await commerce.query(
      NearbyProductsQuery,
      { search, filter: { category_uid: { eq: categoryUid } }, pageSize: workerConfig.zeroResultNearbyItems },
      CacheShort(),
    )
    if (products?.items?.length) {
      return {
        term: search,
        items: productCards(products.items),
        totalCount: products.total_count ?? products.items.length,
        aggregations: filterGroups(products.aggregations),
      }
    }
  }
  return null
}
