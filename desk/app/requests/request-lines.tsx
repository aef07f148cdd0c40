import { Box, Stack, type Theme, Typography, useMediaQuery } from '@mui/material'
import {
  ArrayField,
  DataTable,
  RecordContextProvider,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { CutListSummary } from '../ui/cut-list-summary'
import { Facts } from '../ui/facts'
import { MoneyField } from '../ui/fields'
import { formatMoney, formatNumber } from '../ui/format'
import { Section } from '../ui/section'
import type { DeskRequest, DeskRequestLine } from './desk-request'

/** What the stock lacked when the request came, and what it holds now. */
function StockField() {
  const line = useRecordContext<DeskRequestLine>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!line) return null
  const then =
    line.lackedThen > 0
      ? translate('desk.lines.lacked', { qty: formatNumber(line.lackedThen, locale) })
      : translate('desk.lines.in_stock_then')
  const now =
    line.stockNow === null
      ? translate('desk.lines.not_stocked')
      : translate('desk.lines.stock_now', { qty: formatNumber(line.stockNow, locale) })
  return (
    <Typography component="span" variant="body2">
      {then}
      <br />
      {now}
    </Typography>
  )
}

/** The list price and the tier prices now, e.g. "ab 50: 80,00 €". */
function ListPricesField() {
  const line = useRecordContext<DeskRequestLine>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!line?.listPrice) return null
  return (
    <Typography component="span" variant="body2">
      {formatMoney(line.listPrice, locale)}
      {line.tierPrices.map((tier) => (
        <span key={tier.qty}>
          <br />
          {translate('desk.lines.tier', {
            qty: formatNumber(tier.qty, locale),
            price: formatMoney(tier.price, locale),
          })}
        </span>
      ))}
    </Typography>
  )
}

/** The line's name; a line cut to size with its pieces and what the cart priced under it. */
function NameField() {
  const line = useRecordContext<DeskRequestLine>()
  const translate = useTranslate()
  if (!line) return null
  const cut = line.cutList
  return (
    <>
      <Typography component="span" variant="body2">
        {line.name}
      </Typography>
      {cut && (
        <CutListSummary
          cut={cut}
          label={translate('desk.cut.pieces_of', { sku: line.sku })}
          priced={{ ...cut, currency: line.price.currency }}
        />
      )}
    </>
  )
}

/** A phone's card of one line: the product, quantity × price = total, and the line's stock and prices now. */
function LineCard({ line }: { line: DeskRequestLine }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <RecordContextProvider value={line}>
      <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
        <NameField />
        <Typography variant="body2" color="text.secondary">
          {translate('resources.requests.fields.sku')} {line.sku}
        </Typography>
        <Typography variant="body2">
          {formatNumber(line.quantity, locale)} × {formatMoney(line.price, locale)} ={' '}
          <strong>{formatMoney(line.rowTotal, locale)}</strong>
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          <ListPricesField />
          <StockField />
        </Stack>
      </Box>
    </RecordContextProvider>
  )
}

/** On a phone the lines are cards, one under the other, within the screen's width. */
function LineCards() {
  const request = useRecordContext<DeskRequest>()
  return (
    <Box component="ul" data-testid="line-cards" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {request?.lines.map((line) => (
        <LineCard key={line.id} line={line} />
      ))}
    </Box>
  )
}

/** The request's items and its totals: a table on wide screens, cards on a phone. */
export function RequestLines() {
  const [locale] = useLocaleState()
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  return (
    <Section title="desk.request.lines">
      {isPhone ? (
        <LineCards />
      ) : (
        // A narrow desktop window scrolls the table inside its section; the page keeps the window's width.
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', overflowX: 'auto' }}>
          <ArrayField source="lines" label={false}>
            <DataTable bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="sku" disableSort />
              <DataTable.Col source="name" disableSort>
                <NameField />
              </DataTable.Col>
              <DataTable.NumberCol source="quantity" locales={locale} disableSort />
              <DataTable.Col source="price" align="right" disableSort>
                <MoneyField source="price" />
              </DataTable.Col>
              <DataTable.Col source="listPrice" align="right" disableSort>
                <ListPricesField />
              </DataTable.Col>
              <DataTable.Col source="stockNow" disableSort>
                <StockField />
              </DataTable.Col>
              <DataTable.Col source="rowTotal" align="right" disableSort>
                <MoneyField source="rowTotal" />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </Box>
      )}
      <Facts>
        <MoneyField source="subtotal" />
        <MoneyField source="shipping" />
        <MoneyField source="discount" />
        <MoneyField source="tax" />
        <MoneyField source="total" />
      </Facts>
    </Section>
  )
}
