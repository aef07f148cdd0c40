/**
 * The compose screen's totals while the clerk types, from live-totals.ts (each line's total is in its row of the
 * grid), with the discount for the whole document above them. commerce's figures (the preview PDF, the sent
 * version) are the ones that count.
 */
import { Box, Typography } from '@mui/material'
import { maxValue, minValue, NumberInput, number, useLocaleState, useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'
import type { DocumentDraft } from '../../../commerce/api/document'
import { formatNumber } from '../ui/format'
import type { ComposeValues } from './compose-values'
import { formTotals } from './live-totals'

const money = (value: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value)

/** An amount taken off, shown negative; none as 0 (not −0). */
const less = (amount: number) => (amount > 0 ? -amount : 0)

export function ComposeTotals({ draft }: { draft: DocumentDraft }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const values = useWatch() as ComposeValues
  const totals = formTotals(values, draft.tax_percent)
  const currency = draft.order_currency_code
  const rows: [string, number][] = [
    [translate('desk.compose.subtotal'), totals.subtotal],
    [translate('desk.compose.discount'), less(totals.discountAmount)],
    ...(totals.documentDiscountAmount > 0
      ? [[translate('desk.grid.document_discount'), less(totals.documentDiscountAmount)] as [string, number]]
      : []),
    [translate('desk.compose.shipping_amount'), totals.shippingAmount],
    [translate('desk.compose.other_charges'), totals.otherChargesAmount],
    [translate('desk.compose.net'), totals.net],
    // The company's words for the tax ("MwSt. 19 %"), not the buyer's store view's.
    [translate('desk.facts.tax_percent', { percent: formatNumber(draft.tax_percent, locale) }), totals.taxAmount],
  ]
  return (
    <Box component="section" aria-label={translate('desk.compose.totals')}>
      <NumberInput
        source="document_discount_percent"
        label="desk.grid.document_discount_percent"
        validate={[number(), minValue(0), maxValue(100)]}
        helperText={false}
        size="small"
        sx={{ width: '14rem', mb: 1 }}
      />
      <Box
        component="dl"
        data-testid="compose-totals"
        title={translate('desk.compose.totals_note')}
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, m: 0, typography: 'body2' }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
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
    </Box>
  )
}
