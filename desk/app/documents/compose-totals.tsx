/**
 * The compose screen's figures while the clerk types: each line's total and the document's totals, from
 * live-totals.ts. commerce's figures (the preview PDF, the sent version) are the ones that count.
 */
import { Box, Divider, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useLocaleState, useSourceContext, useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'
import type { DocumentDraft } from '../../../commerce/api/document'
import { Section } from '../ui/section'
import type { ComposeLine, ComposeValues } from './compose-values'
import { liveTotals } from './live-totals'

const money = (value: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value)

/** The values of the line whose inputs this is in (inside the lines' SimpleFormIterator). */
export function LineValue({ children }: { children: (line: ComposeLine) => ReactNode }) {
  const path = useSourceContext().getSource('')
  const line = useWatch({ name: path.replace(/\.$/, '') }) as ComposeLine | undefined
  return line ? children(line) : null
}

/** A line's total after its discount, as typed. */
export function LineFigures({ currency }: { currency: string }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <LineValue>
      {(line) => {
        const [figures] = liveTotals({
          lines: [{ qty: line.qty, price: line.price ?? 0, discountPercent: line.discount_percent ?? 0 }],
          shippingAmount: 0,
          otherCharges: [],
          taxPercent: 0,
        }).lines
        return (
          <Box sx={{ minWidth: '10rem', pt: 1 }} data-testid="line-total">
            <Typography variant="caption" component="p" color="text.secondary">
              {translate('desk.compose.row_total')}
            </Typography>
            <Typography variant="body1" component="p" sx={{ fontWeight: 600 }}>
              {money(figures?.rowTotal ?? 0, currency, locale)}
            </Typography>
          </Box>
        )
      }}
    </LineValue>
  )
}

export function ComposeTotals({ draft }: { draft: DocumentDraft }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const values = useWatch() as ComposeValues
  const totals = liveTotals({
    lines: (values.items ?? []).map((line) => ({
      qty: line.qty,
      price: line.price ?? 0,
      discountPercent: line.discount_percent ?? 0,
    })),
    shippingAmount: values.shipping_amount,
    otherCharges: (values.other_charges ?? []).map((charge) => charge?.amount ?? 0),
    taxPercent: draft.tax_percent,
  })
  const currency = draft.order_currency_code
  const rows: [string, number][] = [
    [translate('desk.compose.subtotal'), totals.subtotal],
    [translate('desk.compose.discount'), -totals.discountAmount],
    [translate('desk.compose.shipping_amount'), totals.shippingAmount],
    [translate('desk.compose.other_charges'), totals.otherChargesAmount],
    [translate('desk.compose.net'), totals.net],
    [draft.tax_title ?? translate('desk.compose.tax'), totals.taxAmount],
  ]
  return (
    <Section title="desk.compose.totals">
      <Box
        component="dl"
        data-testid="compose-totals"
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: 4, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {money(value, currency, locale)}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {translate('desk.compose.grand_total')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }} data-testid="grand-total">
          {money(totals.grandTotal, currency, locale)}
        </Typography>
      </Box>
      <Divider sx={{ my: 1 }} />
      <Typography variant="caption" color="text.secondary">
        {translate('desk.compose.totals_note')}
      </Typography>
    </Section>
  )
}
