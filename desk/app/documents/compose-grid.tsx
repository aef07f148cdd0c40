/**
 * The document's lines as one dense editable grid, a row per line: item, quantity, the requested (list or tier)
 * price, price per piece, discount %, delivery (a calendar week or a day), line total. A line cut to size lists its
 * pieces under the item with an editor for them (cut-list-editor.tsx); its quantity is the sheets they need. Above
 * it the clerk sets a discount and a delivery for all lines at once. The arrow keys and Enter move between the cells (grid-keys.ts).
 * On a phone each line is a card of its own.
 */
import { Box, Button, TextField, Typography } from '@mui/material'
import { type KeyboardEvent, useState } from 'react'
import { maxValue, minValue, NumberInput, number, required, TextInput, useLocaleState, useTranslate } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import type { DocumentDraft } from '../../../commerce/api/document'
import type { ComposeLine, ComposeValues } from './compose-values'
import { CutListCell } from './cut-list-editor'
import { deliveryText, parseDelivery } from './delivery'
import { keptKeys, nextCell } from './grid-keys'
import { liveTotals } from './live-totals'

const amount = [required(), number(), minValue(0)]
const percent = [number(), minValue(0), maxValue(100)]
const readableDelivery = (text: string | undefined) =>
  parseDelivery(text ?? '', new Date()) ? undefined : 'desk.grid.delivery_invalid'

/** The input cells, in the order the arrow keys move through them. */
const EDITABLE = ['price', 'discount_percent', 'delivery'] as const

const money = (value: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value)

/** Small aligned inputs: no label above (the column's heading and the input's aria-label name it). */
const cellInput = {
  label: false,
  helperText: false,
  size: 'small',
  margin: 'none',
  variant: 'outlined',
  sx: { m: 0, '& .MuiInputBase-input': { py: 0.5, px: 1 } },
} as const

export function ComposeGrid({ draft }: { draft: DocumentDraft }) {
  const translate = useTranslate()
  const rows = draft.items.length
  const move = (event: KeyboardEvent<HTMLElement>) => {
    const input = event.target as HTMLInputElement
    const cell = input.closest<HTMLElement>('[data-cell]')?.dataset.cell
    if (!cell || input.tagName !== 'INPUT') return
    const [row = 0, column = 0] = cell.split(':').map(Number)
    const caret =
      input.type === 'number'
        ? null
        : { atStart: input.selectionStart === 0, atEnd: input.selectionEnd === input.value.length }
    const key = { key: event.key, shiftKey: event.shiftKey, caret }
    const to = nextCell({ row, column }, key, { rows, columns: EDITABLE.length })
    if (to || keptKeys.has(event.key)) event.preventDefault()
    if (!to) return
    const target = event.currentTarget.querySelector<HTMLInputElement>(`[data-cell="${to.row}:${to.column}"] input`)
    target?.focus()
    target?.select()
  }
  return (
    <Box>
      <SetForAllLines />
      <Box
        component="table"
        onKeyDown={move}
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& th': { typography: 'caption', color: 'text.secondary', textAlign: 'left', px: 0.5, pb: 0.5 },
          '& td': { px: 0.5, py: 0.25, verticalAlign: 'middle', typography: 'body2' },
          '& tbody tr': { borderTop: 1, borderColor: 'divider' },
          '& .figure': { textAlign: 'right', whiteSpace: 'nowrap' },
          // a phone: each line a card, the cells labelled from the column's heading
          '@media (max-width: 899.95px)': {
            '& thead': { display: 'none' },
            '& tbody tr': {
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: 1,
              py: 1,
            },
            '& td': { display: 'block', p: 0 },
            '& td.item': { gridColumn: '1 / -1' },
            '& td[data-label]::before': {
              content: 'attr(data-label)',
              display: 'block',
              typography: 'caption',
              color: 'text.secondary',
            },
            '& .figure': { textAlign: 'left' },
          },
        }}
      >
        <thead>
          <tr>
            <th>{translate('desk.grid.item')}</th>
            <th className="figure">{translate('desk.grid.qty')}</th>
            <th className="figure">{translate('desk.grid.requested_price')}</th>
            <th>{translate('desk.compose.price')}</th>
            <th>{translate('desk.compose.discount_percent')}</th>
            <th>{translate('desk.grid.delivery')}</th>
            <th className="figure">{translate('desk.compose.row_total')}</th>
          </tr>
        </thead>
        <tbody>
          {draft.items.map((line, index) => (
            <GridLine key={line.order_item_id} index={index} currency={draft.order_currency_code} />
          ))}
        </tbody>
      </Box>
    </Box>
  )
}

function GridLine({ index, currency }: { index: number; currency: string }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const line = useWatch({ name: `items.${index}` }) as ComposeLine
  const named = (key: string) => ({ 'aria-label': translate(`desk.grid.${key}_of`, { sku: line.sku }) })
  const [figures] = liveTotals({
    lines: [
      { qty: line.qty, price: line.price ?? 0, discountPercent: line.discount_percent ?? 0, cutList: line.cut_list },
    ],
    shippingAmount: 0,
    otherCharges: [],
    taxPercent: 0,
  }).lines
  return (
    <tr>
      <td className="item">
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {line.sku}
        </Typography>{' '}
        <Typography
          variant="body2"
          component="span"
          title={line.name}
          sx={{ display: 'inline-block', maxWidth: '10rem', overflow: 'hidden', textOverflow: 'ellipsis' }}
          style={{ whiteSpace: 'nowrap', verticalAlign: 'bottom' }}
        >
          {line.name}
        </Typography>
        {line.cut_list && <CutListCell index={index} cut={line.cut_list} sku={line.sku} currency={currency} />}
      </td>
      <td className="figure" data-label={translate('desk.grid.qty')}>
        {translate(line.cut_list ? 'desk.compose.qty_sheet' : `desk.compose.qty_${line.unit}`, {
          smart_count: figures?.qty ?? line.qty,
          qty: figures?.qty ?? line.qty,
        })}
      </td>
      <td className="figure" data-label={translate('desk.grid.requested_price')}>
        {money(line.original_price, currency, locale)}
      </td>
      <td data-cell={`${index}:0`} data-label={translate('desk.compose.price')}>
        <NumberInput
          source={`items.${index}.price`}
          validate={amount}
          step={0.01}
          inputProps={named('price')}
          {...cellInput}
          sx={{ ...cellInput.sx, width: '5.5rem' }}
        />
      </td>
      <td data-cell={`${index}:1`} data-label={translate('desk.compose.discount_percent')}>
        <NumberInput
          source={`items.${index}.discount_percent`}
          validate={percent}
          inputProps={named('discount')}
          {...cellInput}
          sx={{ ...cellInput.sx, width: '4rem' }}
        />
      </td>
      <td data-cell={`${index}:2`} data-label={translate('desk.grid.delivery')}>
        <TextInput
          source={`items.${index}.delivery`}
          validate={readableDelivery}
          placeholder={translate('desk.grid.delivery_placeholder')}
          inputProps={named('delivery')}
          {...cellInput}
          sx={{ ...cellInput.sx, width: '7rem' }}
        />
      </td>
      <td className="figure" data-label={translate('desk.compose.row_total')} data-testid="line-total">
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {money(figures?.rowTotal ?? 0, currency, locale)}
        </Typography>
      </td>
    </tr>
  )
}

/** A percentage as typed, German comma or point; null for anything but 0–100 (blank is 0, and sets nothing). */
function discountPercent(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'))
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : null
}

/** A discount and a delivery given once for every line (either, or both); Enter in either field applies them. */
function SetForAllLines() {
  const translate = useTranslate()
  const { getValues, setValue } = useFormContext<ComposeValues>()
  const [discount, setDiscount] = useState('')
  const [delivery, setDelivery] = useState('')
  const [refused, setRefused] = useState({ discount: false, delivery: false })
  const apply = () => {
    const read = parseDelivery(delivery, new Date())
    const percentage = discountPercent(discount)
    setRefused({ discount: percentage === null, delivery: read === null })
    const options = { shouldDirty: true, shouldValidate: true }
    getValues('items').forEach((_, index) => {
      if (percentage !== null && discount.trim()) setValue(`items.${index}.discount_percent`, percentage, options)
      if (read && delivery.trim()) setValue(`items.${index}.delivery`, deliveryText(read), options)
    })
  }
  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    apply()
  }
  const field = { size: 'small', margin: 'none', onKeyDown: applyOnEnter } as const
  return (
    <Box
      role="group"
      aria-label={translate('desk.grid.set_for_all')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
    >
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {translate('desk.grid.set_for_all')}
      </Typography>
      <TextField
        {...field}
        label={translate('desk.grid.discount_for_all')}
        value={discount}
        onChange={(event) => {
          setDiscount(event.target.value)
          setRefused((was) => ({ ...was, discount: false }))
        }}
        error={refused.discount}
        helperText={refused.discount ? translate('desk.grid.discount_invalid') : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ width: '9rem' }}
      />
      <TextField
        {...field}
        label={translate('desk.grid.delivery_for_all')}
        placeholder={translate('desk.grid.delivery_placeholder')}
        value={delivery}
        onChange={(event) => {
          setDelivery(event.target.value)
          setRefused((was) => ({ ...was, delivery: false }))
        }}
        error={refused.delivery}
        helperText={refused.delivery ? translate('desk.grid.delivery_invalid') : undefined}
        sx={{ width: '13rem' }}
      />
      <Button variant="outlined" size="small" onClick={apply}>
        {translate('desk.grid.apply')}
      </Button>
    </Box>
  )
}
