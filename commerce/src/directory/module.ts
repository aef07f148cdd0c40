import type { CommerceModule } from '../kernel/module'
import { type CountryValue, loadCountries } from './country-repository'
import { directoryResolvers } from './resolvers'
import { directoryTranslations } from './translations'

declare module '../kernel/context' {
  interface Loaders {
    /** A country with its regions named in the store view's language; null when unknown. */
    country: (id: string) => Promise<CountryValue | null>
  }
}

/** Countries with regions, and the store view's currencies (Magento's DirectoryGraphQl). */
export const directoryModule: CommerceModule = {
  resolvers: directoryResolvers,
  translations: directoryTranslations,
  loaders: (ctx) => ({ country: async (id) => (await loadCountries(ctx.db, ctx.locale, [id]))[0] ?? null }),
}
