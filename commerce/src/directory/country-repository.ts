/** Countries with names in the store locale and in English, and their regions (Magento's Directory module). */
import { and, asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { columns, type Database } from '../kernel/database'
import { inList } from '../kernel/lists'
import { ENGLISH } from '../kernel/translations'
import { directoryCountry, directoryCountryName, directoryCountryRegion, directoryCountryRegionName } from './tables'

export type CountryValue = {
  id: string
  two_letter_abbreviation: string
  three_letter_abbreviation: string
  full_name_locale: string | null
  full_name_english: string | null
  available_regions: { id: number; code: string; name: string }[] | null
}

/** Loads the countries (all, or only `ids`) in one D1 round trip. */
export async function loadCountries(db: Database, locale: string, ids?: string[]): Promise<CountryValue[]> {
  const local = alias(directoryCountryName, 'local_name')
  const english = alias(directoryCountryName, 'english_name')
  const regionName = alias(directoryCountryRegionName, 'region_name')
  const [countries, regions] = await db.batch([
    db
      .select(
        columns({
          id: directoryCountry.country_id,
          two_letter_abbreviation: directoryCountry.iso2_code,
          three_letter_abbreviation: directoryCountry.iso3_code,
          full_name_locale: sql<string | null>`${local.name}`,
          full_name_english: sql<string | null>`${english.name}`,
        }),
      )
      .from(directoryCountry)
      .leftJoin(local, and(eq(local.country_id, directoryCountry.country_id), eq(local.locale, locale)))
      .leftJoin(english, and(eq(english.country_id, directoryCountry.country_id), eq(english.locale, ENGLISH)))
      .where(ids ? inList(directoryCountry.country_id, ids) : undefined)
      .orderBy(asc(directoryCountry.country_id)),
    db
      .select(
        columns({
          country_id: directoryCountryRegion.country_id,
          id: directoryCountryRegion.region_id,
          code: directoryCountryRegion.code,
          default_name: directoryCountryRegion.default_name,
          name: sql<string | null>`${regionName.name}`,
        }),
      )
      .from(directoryCountryRegion)
      .leftJoin(
        regionName,
        and(eq(regionName.region_id, directoryCountryRegion.region_id), eq(regionName.locale, locale)),
      )
      .where(ids ? inList(directoryCountryRegion.country_id, ids) : undefined)
      .orderBy(asc(directoryCountryRegion.region_id)),
  ])
  const byCountry = new Map<string, { id: number; code: string; name: string }[]>()
  for (const r of regions) {
    const list = byCountry.get(r.country_id) ?? []
    list.push({ id: r.id, code: r.code, name: r.name ?? r.default_name })
    byCountry.set(r.country_id, list)
  }
  return countries.map((c) => ({
    ...c,
    full_name_locale: c.full_name_locale ?? c.full_name_english,
    available_regions: byCountry.get(c.id) ?? null,
  }))
}
