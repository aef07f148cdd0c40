import { TRPCError } from '@trpc/server'
import type { z } from 'zod'
import { type PostcodeOptional, postcodeOptionalIn } from '../../contract/postcode'
import { CacheLong } from '../cache/strategies'
import type { Context } from '../trpc/context'
import { OptionalZipCountriesQuery } from './operations'

/** The store view's countries whose addresses may go without a postcode: Magento's optional_zip_countries. */
export async function postcodeOptionalCountries(ctx: Context): Promise<string[]> {
  const { storeConfig } = await ctx.commerce.query(OptionalZipCountriesQuery, {}, CacheLong())
  return (storeConfig?.optional_zip_countries ?? '')
    .split(',')
    .map((country) => country.trim())
    .filter(Boolean)
}

/**
 * For the `.input()` after `checkedInStoreView`: every postcode may be missing there, as the store view's rule was
 * checked before.
 */
export const postcodeCheckedBefore: PostcodeOptional = () => true

/**
 * A middleware that checks a procedure's input with its contract schema as the store view configures it (the
 * countries whose addresses may go without a postcode) and refuses it as tRPC's own input check does (BAD_REQUEST
 * with the schema's issues, answered as INVALID_INPUT with input issues). The contract schemas depend on the store
 * view, so the procedure's `.input(schema(postcodeCheckedBefore))` after it only types the input:
 * `customerProcedure.use(checkedInStoreView(addressInputSchema)).input(addressInputSchema(postcodeCheckedBefore))`.
 */
export function checkedInStoreView(schemaOf: (postcodeOptional: PostcodeOptional) => z.ZodType) {
  return async <Result>(options: {
    ctx: Context
    getRawInput: () => Promise<unknown>
    next: () => Promise<Result>
  }): Promise<Result> => {
    const postcodeOptional = postcodeOptionalIn(await postcodeOptionalCountries(options.ctx))
    const checked = schemaOf(postcodeOptional).safeParse(await options.getRawInput())
    if (!checked.success) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Input validation failed', cause: checked.error })
    }
    return options.next()
  }
}
