/**
 * What the clerk answers, beside the compose form: the buyer's last revision wish (their newest answer that sent the
 * request back to `quote_requested`), their message, and per line the stock now and the list and tier prices now.
 * Beside the form from 1200 px; above it, folded, on a smaller screen.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Card,
  CardContent,
  Typography,
  useMediaQuery,
} from '@mui/material'
import type { Theme } from '@mui/material/styles'
import { useGetOne, useLocaleState, useTranslate } from 'react-admin'
import type { DeskHistoryEntry, DeskRequest, DeskRequestLine } from '../requests/desk-request'
import { formatDateTime, formatMoney, formatNumber } from '../ui/format'

/** The buyer's answer that asked for a revision: by the customer, moving the request back to a quote request. */
export const lastRevisionWish = (history: readonly DeskHistoryEntry[]) =>
  history.find((entry) => entry.by === 'customer' && entry.status === 'quote_requested' && entry.comment) ?? null

export function RequestFacts({ requestId }: { requestId: number }) {
  const translate = useTranslate()
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'))
  const { data: request } = useGetOne<DeskRequest>('requests', { id: requestId })
  const facts = request ? <Facts request={request} /> : null
  if (wide) {
    return (
      <Card
        component="aside"
        variant="outlined"
        aria-label={translate('desk.grid.facts')}
        sx={{ position: 'sticky', top: 56, maxHeight: 'calc(100vh - 72px)', overflowY: 'auto' }}
      >
        <CardContent>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
            {translate('desk.grid.facts')}
          </Typography>
          {facts}
        </CardContent>
      </Card>
    )
  }
  return (
    <Accordion component="aside" variant="outlined" disableGutters aria-label={translate('desk.grid.facts')}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('desk.grid.facts')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{facts}</AccordionDetails>
    </Accordion>
  )
}

function Facts({ request }: { request: DeskRequest }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  // an open wish stands above the whole compose screen (RevisionWish); here only an answered one
  const wish = request.revision ? null : lastRevisionWish(request.history)
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {wish && (
        <Alert severity="info" icon={false}>
          <Typography variant="subtitle2" component="h3">
            {translate('desk.grid.revision_wish', { date: formatDateTime(wish.at, locale) })}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {wish.comment}
          </Typography>
        </Alert>
      )}
      <Box>
        <Typography variant="subtitle2" component="h3">
          {translate('resources.requests.fields.message')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {request.message || translate('desk.request.none')}
        </Typography>
      </Box>
      {request.lines.map((line) => (
        <LineFacts key={line.id} line={line} />
      ))}
    </Box>
  )
}

/** A line's stock now and its prices now: "100007 · Lager: 40 · 96,70 € · ab 50: 80,00 €". */
function LineFacts({ line }: { line: DeskRequestLine }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const stock =
    line.stockNow === null
      ? translate('desk.lines.not_stocked')
      : translate('desk.lines.stock_now', { qty: formatNumber(line.stockNow, locale) })
  const prices = [
    ...(line.listPrice ? [formatMoney(line.listPrice, locale)] : []),
    ...line.tierPrices.map((tier) =>
      translate('desk.lines.tier', { qty: formatNumber(tier.qty, locale), price: formatMoney(tier.price, locale) }),
    ),
  ]
  return (
    <Box data-testid="line-facts">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {line.sku} · {formatNumber(line.quantity, locale)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {line.lackedThen > 0 && `${translate('desk.lines.lacked', { qty: formatNumber(line.lackedThen, locale) })} · `}
        {stock}
      </Typography>
      {prices.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {prices.join(' · ')}
        </Typography>
      )}
    </Box>
  )
}
