/** Fields that read the record of their context and format its value in the clerk's language. */
import { Typography } from '@mui/material'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import type { Money } from '../requests/desk-request'
import { formatDateTime, formatMoney } from './format'

interface FieldProps {
  source: string
  /** For react-admin's label lookup (Labeled, SimpleShowLayout). */
  label?: string
}

function useValue<T>(source: string): T | undefined {
  return useRecordContext()?.[source] as T | undefined
}

export function DateTimeField({ source }: FieldProps) {
  const [locale] = useLocaleState()
  const value = useValue<string>(source)
  return value ? (
    <Typography component="span" variant="body2">
      {formatDateTime(value, locale)}
    </Typography>
  ) : null
}

export function MoneyField({ source }: FieldProps) {
  const [locale] = useLocaleState()
  const value = useValue<Money>(source)
  return value ? (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(value, locale)}
    </Typography>
  ) : null
}

/** A code shown by its desk text `${prefix}.${code}`, or as it is when the desk has none. */
export function CodeField({ source, prefix }: FieldProps & { prefix: string }) {
  const translate = useTranslate()
  const code = useValue<string>(source)
  return code ? (
    <Typography component="span" variant="body2">
      {translate(`${prefix}.${code}`, { _: code })}
    </Typography>
  ) : null
}
