import { graphql } from '../commerce/graphql'

export const CountriesQuery = graphql(`
  query Countries {
    countries {
      id
      full_name_locale
    }
  }
`)

export const CountryQuery = graphql(`
  query Country($id: String!) {
    country(id: $id) {
      id
      full_name_locale
    }
  }
`)

export const CountryRegionsQuery = graphql(`
  query CountryRegions($id: String!) {
    country(id: $id) {
      id
      available_regions {
        id
        name
      }
    }
  }
`)

export const OptionalZipCountriesQuery = graphql(`
  query OptionalZipCountries {
    storeConfig {
      optional_zip_countries
    }
  }
`)
