import { Typography } from '@mui/material'
import { useLocaleState, useRecordContext } from 'react-admin'
import { countryName } from '../ui/format'
import type { DeskAddress } from './desk-request'

/** An address as it goes on a letter, with the country in the clerk's language and the telephone number. */
export function AddressField({ source }: { source: 'billingAddress' | 'shippingAddress'; label?: string }) {
  const [locale] = useLocaleState()
  const address = useRecordContext()?.[source] as DeskAddress | null | undefined
  if (!address) return null
  const lines = [
    address.company,
    address.name,
    ...address.street,
    `${address.postcode} ${address.city}`.trim(),
    address.countryId && countryName(address.countryId, locale),
    address.telephone,
  ].filter(Boolean)
  return (
    <Typography component="address" variant="body2" sx={{ fontStyle: 'normal' }}>
      {lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </Typography>
  )
}
