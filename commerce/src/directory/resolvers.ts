import type { Context } from '../kernel/context'
import { GraphQlNoSuchEntityException } from '../kernel/errors'
import type { Resolvers } from '../kernel/resolvers-types.generated'
import { ENGLISH } from '../kernel/translations'
import { loadCountries } from './country-repository'
import { currency } from './currency'

const localeOf = (ctx: Context) => ctx.registry.config(ctx.store, 'general/locale/code') ?? ENGLISH

/** Countries allowed in the store view (general/country/allow); all when the setting is empty. */
function allowedCountries(ctx: Context): string[] | undefined {
  const allow = ctx.registry.config(ctx.store, 'general/country/allow')
  return allow ? allow.split(',').map((c) => c.trim()) : undefined
}

export const directoryResolvers: Resolvers = {
  Query: {
    countries: (_root, _args, ctx) => loadCountries(ctx.db, localeOf(ctx), allowedCountries(ctx)),
    country: async (_root, args, ctx) => {
      const id = args.id ?? ''
      const allowed = allowedCountries(ctx)
      const [country] = id && (!allowed || allowed.includes(id)) ? await loadCountries(ctx.db, localeOf(ctx), [id]) : []
      if (!country) throw new GraphQlNoSuchEntityException("The country isn't available.")
      return country
    },
    currency: (_root, _args, ctx) => currency(ctx),
  },
}
