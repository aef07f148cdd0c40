import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import { appConfig } from '../../app.config'
import { CacheLong } from '../cache/strategies'
import { publicProcedure, router } from '../trpc/init'
import { CountriesQuery, CountryQuery, CountryRegionsQuery } from './operations'
import { postcodeOptionalCountries } from './postcode-optional'

const countryIdSchema = z.object({
  id: z.string().regex(/^[A-Z]{2}$/, 'A country id is a two-letter code such as DE'),
})

export const directoryRouter = router({
  /**
   * Countries for address forms: { id, name } in the store language, sorted by that language's rules, and whether
   * the store view takes an address there without a postcode (Magento's optional_zip_countries).
   */
  countries: publicProcedure.query(async ({ ctx }) => {
    const [{ countries }, postcodeOptional] = await Promise.all([
      ctx.commerce.query(CountriesQuery, {}, CacheLong()),
      postcodeOptionalCountries(ctx),
    ])
    const collator = new Intl.Collator(appConfig.localeSettings[ctx.session.locale].intl)
    return (countries ?? [])
      .flatMap((country) =>
        country?.id
          ? [
              {
                id: country.id,
                name: country.full_name_locale ?? country.id,
                postcodeOptional: postcodeOptional.includes(country.id),
              },
            ]
          : [],
      )
      .sort((a, b) => collator.compare(a.name, b.name))
  }),

  /** One country by its two-letter code, or NOT_FOUND. */
  country: publicProcedure.input(countryIdSchema).query(async ({ ctx, input }) => {
    const { country } = await ctx.commerce.query(CountryQuery, { id: input.id }, CacheLong())
    if (!country?.id) throw new TRPCError({ code: 'NOT_FOUND', message: `The country ${input.id} is not known.` })
    return { id: country.id, name: country.full_name_locale ?? country.id }
  }),

  /**
   * The regions of a country for the address form, { id, name } in the store language (Magento's order); an empty
   * list for a country without regions, where the form takes free text.
   */
  regions: publicProcedure.input(countryIdSchema).query(async ({ ctx, input }) => {
    const { country } = await ctx.commerce.query(CountryRegionsQuery, { id: input.id }, CacheLong())
    if (!country?.id) throw new TRPCError({ code: 'NOT_FOUND', message: `The country ${input.id} is not known.` })
    return (country.available_regions ?? []).flatMap((region) =>
      region?.id && region.name ? [{ id: region.id, name: region.name }] : [],
    )
  }),
})
