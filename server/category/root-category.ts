import { TRPCError } from '@trpc/server'
import { CacheLong } from '../cache/strategies'
import type { CommerceClient } from '../commerce/client'
import { RootCategoryQuery } from './operations'

/** The store's root category: the stock list without a category is the whole catalogue below it. */
export async function rootCategoryUid(commerce: CommerceClient): Promise<string> {
  const { categories } = await commerce.query(RootCategoryQuery, {}, CacheLong())
  const uid = categories?.items?.[0]?.uid
  if (!uid) throw new TRPCError({ code: 'NOT_FOUND', message: 'The store has no root category.' })
  return uid
}
