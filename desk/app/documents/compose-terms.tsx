/**
 * The document's prefilled rest, folded under the grid so that a routine answer fits one screen: freight and other
 * charges, validity (offers), payment terms, opening and closing text and the internal note. The fold's heading
 * names the freight, the validity and the payment terms as they stand; it opens by itself where a field is refused.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import LockIcon from '@mui/icons-material/Lock'
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Typography } from '@mui/material'
import { useState } from 'react'
import {
  ArrayInput,
  DateInput,
  minValue,
  NumberInput,
  number,
  required,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin'
import { useFormState, useWatch } from 'react-hook-form'
import type { DocumentDraft, DocumentType } from '../../../commerce/api/document'
import { formatDay } from '../ui/format'
import type { ComposeValues } from './compose-values'

const amount = [required(), number(), minValue(0)]

const FOLDED: readonly (keyof ComposeValues)[] = [
  'shipping_amount',
  'other_charges',
  'expiration_date',
  'payment_terms',
  'opening_text',
  'closing_text',
  'internal_note',
]

export function ComposeTerms({ type, draft }: { type: DocumentType; draft: DocumentDraft }) {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const { errors } = useFormState<ComposeValues>()
  const refused = FOLDED.some((field) => errors[field])
  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={open || refused}
      onChange={(_, expanded) => setOpen(expanded)}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <TermsSummary type={type} currency={draft.order_currency_code} />
      </AccordionSummary>
      <AccordionDetails>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <NumberInput
            source="shipping_amount"
            label="desk.compose.shipping_amount"
            validate={amount}
            helperText={translate('desk.compose.freight_from_table', {
              pallets: draft.pallets,
              country: draft.country_id ?? '–',
            })}
          />
          {type === 'offer' && <DateInput source="expiration_date" label="desk.compose.expiration_date" />}
          <TextInput source="payment_terms" label="desk.compose.payment_terms" sx={{ flex: '1 1 16rem' }} />
        </Box>
        <ArrayInput source="other_charges" label="desk.compose.other_charges">
          <SimpleFormIterator inline disableReordering disableClear>
            <TextInput source="label" label="desk.compose.charge_label" validate={required()} />
            <NumberInput source="amount" label="desk.compose.charge_amount" validate={amount} />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput source="opening_text" label="desk.compose.opening_text" multiline minRows={2} fullWidth />
        <TextInput source="closing_text" label="desk.compose.closing_text" multiline minRows={2} fullWidth />
        <Alert severity="warning" icon={<LockIcon />} sx={{ mb: 1 }}>
          {translate('desk.compose.internal_note_help')}
        </Alert>
        <TextInput source="internal_note" label="desk.compose.internal_note" multiline minRows={2} fullWidth />
      </AccordionDetails>
    </Accordion>
  )
}

/** "Fracht 170,00 € · gültig bis Sa., 12.12.2026 · 30 Tage netto": what the fold holds, at a glance. */
function TermsSummary({ type, currency }: { type: DocumentType; currency: string }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [freight, validUntil, paymentTerms] = useWatch<ComposeValues>({
    name: ['shipping_amount', 'expiration_date', 'payment_terms'],
  }) as [number | null, string | null, string]
  const parts = [
    translate('desk.grid.freight_summary', {
      amount: new Intl.NumberFormat(locale, { style: 'currency', currency }).format(freight ?? 0),
    }),
    type === 'offer' && validUntil && translate('desk.grid.valid_until', { day: formatDay(validUntil, locale) }),
    paymentTerms,
  ].filter(Boolean)
  return (
    <Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('desk.grid.terms')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {parts.join(' · ')}
      </Typography>
    </Box>
  )
}
