/** Countries, regions and currency rates (Magento's Directory module). */
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'

export const directoryCountry = sqliteTable('directory_country', {
  country_id: text('country_id').primaryKey(),
  iso2_code: text('iso2_code').notNull(),
  iso3_code: text('iso3_code').notNull(),
})

/** Country names per locale (Magento takes them from ICU at runtime; a Worker keeps them in the table). */
export const directoryCountryName = sqliteTable(
  'directory_country_name',
  {
    country_id: text('country_id')
      .notNull()
      .references(() => directoryCountry.country_id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country_id, t.locale] })],
)

export const directoryCountryRegion = sqliteTable(
  'directory_country_region',
  {
    region_id: integer('region_id').primaryKey(),
    country_id: text('country_id')
      .notNull()
      .references(() => directoryCountry.country_id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    default_name: text('default_name').notNull(),
  },
  (t) => [index('directory_country_region_country').on(t.country_id)],
)

export const directoryCountryRegionName = sqliteTable(
  'directory_country_region_name',
  {
    locale: text('locale').notNull(),
    region_id: integer('region_id')
      .notNull()
      .references(() => directoryCountryRegion.region_id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.region_id] })],
)

export const directoryCurrencyRate = sqliteTable(
  'directory_currency_rate',
  {
    currency_from: text('currency_from').notNull(),
    currency_to: text('currency_to').notNull(),
    rate: real('rate').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency_from, t.currency_to] })],
)
