import { describe, expect, it } from 'vitest'
import { call, data } from './graphql'

type Country = { id: string; full_name_locale: string; full_name_english: string; three_letter_abbreviation: string }

describe('countries', () => {
  it('lists every country with its name in the store locale and in English', async () => {
    const query =
      '{ countries { id two_letter_abbreviation three_letter_abbreviation full_name_locale full_name_english } }'
    const de = (await data<{ countries: Country[] }>(query, { store: 'de' })).countries
    const en = (await data<{ countries: Country[] }>(query, { store: 'en' })).countries
    expect(de.length).toBeGreaterThanOrEqual(245)
    expect(en).toHaveLength(de.length)
    expect(de.find((c) => c.id === 'DE')).toEqual({
      id: 'DE',
      two_letter_abbreviation: 'DE',
      three_letter_abbreviation: 'DEU',
      full_name_locale: 'Deutschland',
      full_name_english: 'Germany',
    })
    expect(de.find((c) => c.id === 'AT')?.full_name_locale).toBe('Österreich')
    expect(en.find((c) => c.id === 'AT')?.full_name_locale).toBe('Austria')
    expect(de.find((c) => c.id === 'CH')?.full_name_locale).toBe('Schweiz')
    expect(de.find((c) => c.id === 'XK')?.three_letter_abbreviation).toBe('XKX')
  })
})

describe('country(id)', () => {
  it('answers one country with its regions', async () => {
    const { country } = await data('{ country(id: "AT") { id full_name_locale available_regions { code name } } }', {
      store: 'en',
    })
    expect(country.full_name_locale).toBe('Austria')
    expect(country.available_regions).toHaveLength(9)
    expect(country.available_regions).toContainEqual({ code: 'WI', name: 'Vienna' })
  })

  it('answers the German Bundesländer in German in the German store', async () => {
    const { country } = await data('{ country(id: "DE") { available_regions { id code name } } }')
    expect(country.available_regions).toHaveLength(16)
    expect(country.available_regions).toContainEqual(expect.objectContaining({ code: 'BAY', name: 'Bayern' }))
  })

  it('answers null regions for a country without regions', async () => {
    const { country } = await data('{ country(id: "FR") { full_name_locale available_regions { code } } }')
    expect(country).toEqual({ full_name_locale: 'Frankreich', available_regions: null })
  })

  it('rejects an unknown country with Magento error', async () => {
    const { status, body } = await call('{ country(id: "XX") { id } }', { store: 'en' })
    expect(status).toBe(200)
    expect(body.data).toEqual({ country: null })
    expect(body.errors).toEqual([
      {
        message: "The country isn't available.",
        locations: [{ line: 1, column: 3 }],
        path: ['country'],
        extensions: { category: 'graphql-no-such-entity' },
      },
    ])
  })
})
