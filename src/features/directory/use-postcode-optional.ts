import { useMemo } from 'react'
import { type PostcodeOptional, postcodeOptionalIn } from '../../../contract/postcode'
import { useCountries } from './use-countries'

/**
 * The store view's countries whose addresses may go without a postcode, for the address schemas of the forms;
 * until the countries have come, every country needs one (the procedure checks again).
 */
export function usePostcodeOptional(): PostcodeOptional {
  const countries = useCountries().data
  return useMemo(
    () => postcodeOptionalIn((countries ?? []).flatMap((country) => (country.postcodeOptional ? [country.id] : []))),
    [countries],
  )
}
