import type { Context } from '../graphql/context'
import { GraphQlNoSuchEntityException } from '../graphql/errors'
import type { Resolvers } from '../graphql/resolvers'
import { ENGLISH, loadCountries } from './countryRepository'

const localeOf = (ctx: Context) => ctx.registry.config(ctx.store, 'general/locale/code') ?? ENGLISH

/** Countries allowed in the store view (general/country/allow); all when the setting is empty. */
function allowedCountries(ctx: Context): string[] | undefined {
  const allow = ctx.registry.config(ctx.store, 'general/country/allow')
  return allow ? allow.split(',').map((c) => c.trim()) : undefined
}

export const directoryResolvers: Resolvers = {
  Query: {
    countries: (_root, _args, ctx: Context) => loadCountries(ctx.db, localeOf(ctx), allowedCountries(ctx)),
    country: async (_root, args: { id?: string | null }, ctx: Context) => {
      const id = args.id ?? ''
      const allowed = allowedCountries(ctx)
      const [country] = id && (!allowed || allowed.includes(id)) ? await loadCountries(ctx.db, localeOf(ctx), [id]) : []
      if (!country) throw new GraphQlNoSuchEntityException("The country isn't available.")
      return country
    },
  },
}
