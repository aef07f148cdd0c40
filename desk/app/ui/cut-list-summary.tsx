/**
 * A cut list as the desk shows it under a line: each piece ("12 × 480 × 320 mm"), then the count of pieces, the saw
 * tolerance, the edge and the offcut; for a request line also the sheets and the cutting charge the cart priced.
 */
import { Box } from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'
import type { CutChoice } from '../../../commerce/api/cut-list'
import { formatMoney, formatNumber } from './format'

/** What the cart priced: the sheets, the cut metres and the cutting charge per sheet. */
type Priced = { sheets: number; cut_metres: number; cut_charge_per_sheet: number; currency: string }

export function CutListSummary({
  cut,
  label,
  priced,
  issueAt,
}: {
  cut: CutChoice & { tolerance: number }
  label: string
  priced?: Priced
  /** Why a piece (by its 0-based row) was refused, shown at its row. */
  issueAt?: (row: number) => string | undefined
}) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const pieces = cut.pieces.reduce((sum, piece) => sum + piece.quantity, 0)
  const number = (value: number) => formatNumber(value, locale)
  return (
    <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
      <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={label}>
        {cut.pieces.map((piece, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a cut list have no identity but their place
          <li key={row}>
            {translate('desk.cut.piece', {
              quantity: number(piece.quantity),
              length: number(piece.length),
              width: number(piece.width),
            })}
            {issueAt?.(row) && (
              <Box component="span" sx={{ color: 'error.main', display: 'block' }}>
                {issueAt(row)}
              </Box>
            )}
          </li>
        ))}
      </Box>
      {translate('desk.cut.summary', {
        pieces: number(pieces),
        tolerance: number(cut.tolerance),
        edge: translate(`desk.cut.edge_${cut.edge}`),
        offcut: translate(`desk.cut.offcut_${cut.offcut}`),
      })}
      {priced && (
        <>
          <br />
          {translate('desk.cut.priced', {
            smart_count: priced.sheets,
            sheets: number(priced.sheets),
            metres: number(priced.cut_metres),
            charge: formatMoney({ value: priced.cut_charge_per_sheet, currency: priced.currency }, locale),
          })}
        </>
      )}
    </Box>
  )
}
