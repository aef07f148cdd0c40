/**
 * A line cut to size in the compose grid: a summary of its cut list (pieces, edge, offcut) under the item, and a
 * small editor in a dialog where the clerk changes the pieces, the saw tolerance and the charge per cut metre. The
 * editor checks the pieces by the shop's rule (rules/cut-list.ts) as commerce will and shows the sheets, cut metres
 * and cutting charge they come to as the clerk types (on a phone the dialog fills the screen, a piece per row, the
 * figures always in view); the grid's line follows (live-totals.ts) and commerce nests and prices them again on
 * preview and send. A piece commerce refuses all the same is marked at its row, in the summary and in the editor,
 * until the clerk changes it.
 */
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { type FormEvent, useState } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import { useFormContext, useFormState } from 'react-hook-form'
import { type CutPiece, cutListInput, type DocumentCutList, nestCutList } from '../../../commerce/api/cut-list'
import { checkCutList, type PieceIssue, parseCutList } from '../../../rules/cut-list'
import { CutListSummary } from '../ui/cut-list-summary'
import { formatMoney, formatNumber } from '../ui/format'
import type { ComposeValues } from './compose-values'

/** A number as typed, German comma or point; NaN for anything else. */
const typed = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')))

/** A piece as typed; `id` keeps a row's inputs its own when a row above it is removed. */
type Row = { id: number; length: string; width: string; quantity: string }

let rowIds = 0
const newRow = (piece: { length: string; width: string; quantity: string }): Row => ({ id: ++rowIds, ...piece })

const rowOf = (piece: CutPiece): Row =>
  newRow({
    length: String(piece.length),
    width: String(piece.width),
    quantity: String(piece.quantity),
  })
const pieceOf = (row: Row): CutPiece => ({
  length: typed(row.length),
  width: typed(row.width),
  quantity: typed(row.quantity),
})

/** The rule's issues of the rows as typed (a blank or unreadable number is an invalid dimension or quantity). */
function issuesOf(rows: readonly Row[], cut: DocumentCutList): PieceIssue[] {
  return checkCutList(rows.map(pieceOf), cut.sheet, cut.settings)
}

/**
 * Why commerce refused the line's cut list at the last send or preview (documents-data.ts), in the clerk's language:
 * a piece (by its 0-based row), and the whole list.
 */
type Refused = { piece: (row: number) => string | undefined; list: string | undefined }

function useRefused(index: number): Refused {
  const translate = useTranslate()
  const { errors } = useFormState<ComposeValues>({ name: `items.${index}.cut_list` })
  const pieces = errors.items?.[index]?.cut_list?.pieces
  const translated = (message: string | undefined) => message && translate(message)
  return { piece: (row) => translated(pieces?.[row]?.message), list: translated(pieces?.message) }
}

export function CutListCell({
  index,
  cut,
  sku,
  currency,
}: {
  index: number
  cut: DocumentCutList
  sku: string
  currency: string
}) {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const refused = useRefused(index)
  return (
    <Box>
      <CutListSummary cut={cut} label={translate('desk.cut.pieces_of', { sku })} issueAt={refused.piece} />
      {refused.list && (
        <Box role="alert" sx={{ color: 'error.main', typography: 'caption' }}>
          {refused.list}
        </Box>
      )}
      <Button size="small" onClick={() => setOpen(true)} aria-label={translate('desk.cut.edit_of', { sku })}>
        {translate('desk.cut.edit')}
      </Button>
      {open && (
        <CutListDialog index={index} cut={cut} currency={currency} refused={refused} onClose={() => setOpen(false)} />
      )}
    </Box>
  )
}

/** A list pasted from a mail or a spreadsheet (length;width;quantity, a header allowed) replaces the rows. */
function PastedList({ onRead }: { onRead: (pieces: CutPiece[]) => void }) {
  const translate = useTranslate()
  const [text, setText] = useState('')
  const [issue, setIssue] = useState<PieceIssue | null>(null)
  const read = () => {
    const { pieces, issues } = parseCutList(text)
    const [first] = issues
    setIssue(first ?? null)
    if (first) return
    onRead(pieces)
    setText('')
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        margin="dense"
        multiline
        minRows={2}
        fullWidth
        label={translate('desk.cut.paste')}
        placeholder="480;320;12"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={issue !== null}
        helperText={issue && translate(`desk.cut.issue.${issue.code}`) + (issue.row > 0 ? ` (${issue.row})` : '')}
      />
      <Button size="small" onClick={read} disabled={!text.trim()} sx={{ mt: 1.5 }}>
        {translate('desk.cut.read')}
      </Button>
    </Box>
  )
}

/** The sheets, cut metres and cutting charge per sheet the pieces come to, as commerce will nest them. */
function LiveFigures({ cut, currency }: { cut: DocumentCutList; currency: string }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const nested = nestCutList(cut)
  return (
    <Box role="status" data-testid="cut-figures" sx={{ typography: 'body2', fontWeight: 600, mr: 'auto' }}>
      {translate('desk.cut.priced', {
        smart_count: nested.sheets,
        sheets: formatNumber(nested.sheets, locale),
        metres: formatNumber(nested.cut_metres, locale),
        charge: formatMoney({ value: nested.cut_charge_per_sheet, currency }, locale),
      })}
    </Box>
  )
}

function CutListDialog({
  index,
  cut,
  currency,
  refused,
  onClose,
}: {
  index: number
  cut: DocumentCutList
  currency: string
  refused: Refused
  onClose: () => void
}) {
  const translate = useTranslate()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const { setValue, clearErrors } = useFormContext<ComposeValues>()
  const [rows, setRows] = useState<Row[]>(cut.pieces.map(rowOf))
  /** Why commerce refused a row, by the row's id, until the clerk changes it. */
  const [refusedRows, setRefusedRows] = useState(
    () =>
      new Map(
        rows.flatMap((row, i) => {
          const text = refused.piece(i)
          return text ? [[row.id, text] as const] : []
        }),
      ),
  )
  const [listRefused, setListRefused] = useState(refused.list)
  const [tolerance, setTolerance] = useState(String(cut.tolerance))
  const [charge, setCharge] = useState(String(cut.charge_per_metre))
  const issues = issuesOf(rows, cut)
  const issueOf = (row: number) => {
    const issue = issues.find((found) => found.row === row + 1)
    if (issue) return translate(`desk.cut.issue.${issue.code}`)
    return refusedRows.get(rows[row]?.id ?? -1)
  }
  const listIssue = issues.find((issue) => issue.row === 0)
  const toleranceValid = cutListInput.shape.tolerance.safeParse(typed(tolerance)).success
  const chargeValid = cutListInput.shape.charge_per_metre.safeParse(typed(charge)).success
  const changed = { ...cut, pieces: rows.map(pieceOf), tolerance: typed(tolerance), charge_per_metre: typed(charge) }
  const valid = issues.length === 0 && toleranceValid && chargeValid
  const change = (row: number, field: 'length' | 'width' | 'quantity', value: string) => {
    setRows((was) => was.map((r, i) => (i === row ? { ...r, [field]: value } : r)))
    setRefusedRows((was) => new Map([...was].filter(([id]) => id !== rows[row]?.id)))
    setListRefused(undefined)
  }
  const save = (event: FormEvent) => {
    // the dialog's form lies inside the compose form in React's tree, where a submit would bubble on to the send
    event.preventDefault()
    event.stopPropagation()
    if (!valid) return
    clearErrors(`items.${index}.cut_list`)
    setValue(`items.${index}.cut_list`, changed, { shouldDirty: true })
    onClose()
  }
  const field = {
    size: 'small',
    margin: 'dense',
    slotProps: { htmlInput: { inputMode: 'decimal' } },
    sx: { flex: '1 1 0', minWidth: 0 },
  } as const
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="cut-list-title"
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      slotProps={{ paper: { component: 'form', onSubmit: save } }}
    >
      <DialogTitle id="cut-list-title">
        {translate('desk.cut.title', {
          length: cut.sheet.length,
          width: cut.sheet.width,
          thickness: cut.sheet.thickness,
        })}
      </DialogTitle>
      <DialogContent>
        {rows.map((row, i) => {
          const issue = issueOf(i)
          return (
            <Box key={row.id} role="group" aria-label={translate('desk.cut.row', { row: i + 1 })}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                {(['length', 'width', 'quantity'] as const).map((name) => (
                  <TextField
                    key={name}
                    {...field}
                    label={translate(`desk.cut.${name}`)}
                    value={row[name]}
                    onChange={(event) => change(i, name, event.target.value)}
                    error={Boolean(issue)}
                  />
                ))}
                <IconButton
                  aria-label={translate('desk.cut.remove', { row: i + 1 })}
                  onClick={() => setRows((was) => was.filter((_, r) => r !== i))}
                >
                  ×
                </IconButton>
              </Box>
              {issue && <Box sx={{ color: 'error.main', typography: 'caption' }}>{issue}</Box>}
            </Box>
          )
        })}
        {(listIssue || listRefused) && (
          <Box role="alert" sx={{ color: 'error.main', typography: 'body2' }}>
            {listIssue ? translate(`desk.cut.issue.${listIssue.code}`) : listRefused}
          </Box>
        )}
        <Button
          size="small"
          onClick={() => setRows((was) => [...was, newRow({ length: '', width: '', quantity: '1' })])}
        >
          {translate('desk.cut.add')}
        </Button>
        <PastedList
          onRead={(pieces) => {
            setRows(pieces.map(rowOf))
            setListRefused(undefined)
          }}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            {...field}
            label={translate('desk.cut.tolerance')}
            value={tolerance}
            onChange={(event) => setTolerance(event.target.value)}
            error={!toleranceValid}
          />
          <TextField
            {...field}
            label={translate('desk.cut.charge_per_metre')}
            value={charge}
            onChange={(event) => setCharge(event.target.value)}
            error={!chargeValid}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3 }}>
        {valid && <LiveFigures cut={changed} currency={currency} />}
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!valid}>
          {translate('desk.cut.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
