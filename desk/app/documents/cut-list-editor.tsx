/**
 * A line cut to size in the compose grid: a summary of its cut list (pieces, edge, offcut) under the item, and a
 * small editor in a dialog where the clerk changes the pieces, the saw tolerance and the charge per cut metre. The
 * editor checks the pieces by the shop's rule (rules/cut-list.ts) as commerce will; the sheets and the cutting charge
 * follow live in the grid (live-totals.ts) and commerce nests and prices them again on preview and send.
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TextField } from '@mui/material'
import { useState } from 'react'
import { useTranslate } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import type { CutPiece, DocumentCutList } from '../../../commerce/api/cut-list'
import { checkCutList, type PieceIssue, parseCutList } from '../../../rules/cut-list'
import { CutListSummary } from '../ui/cut-list-summary'
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

export function CutListCell({ index, cut, sku }: { index: number; cut: DocumentCutList; sku: string }) {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  return (
    <Box>
      <CutListSummary cut={cut} label={translate('desk.cut.pieces_of', { sku })} />
      <Button size="small" onClick={() => setOpen(true)} aria-label={translate('desk.cut.edit_of', { sku })}>
        {translate('desk.cut.edit')}
      </Button>
      {open && <CutListDialog index={index} cut={cut} onClose={() => setOpen(false)} />}
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

function CutListDialog({ index, cut, onClose }: { index: number; cut: DocumentCutList; onClose: () => void }) {
  const translate = useTranslate()
  const { setValue } = useFormContext<ComposeValues>()
  const [rows, setRows] = useState<Row[]>(cut.pieces.map(rowOf))
  const [tolerance, setTolerance] = useState(String(cut.tolerance))
  const [charge, setCharge] = useState(String(cut.charge_per_metre))
  const issues = issuesOf(rows, cut)
  const issueOf = (row: number) => issues.find((issue) => issue.row === row + 1)
  const listIssue = issues.find((issue) => issue.row === 0)
  const figuresValid = typed(tolerance) >= 0 && typed(charge) >= 0
  const change = (row: number, field: 'length' | 'width' | 'quantity', value: string) =>
    setRows((was) => was.map((r, i) => (i === row ? { ...r, [field]: value } : r)))
  const save = () => {
    const changed = { ...cut, pieces: rows.map(pieceOf), tolerance: typed(tolerance), charge_per_metre: typed(charge) }
    setValue(`items.${index}.cut_list`, changed, { shouldDirty: true })
    onClose()
  }
  const field = { size: 'small', margin: 'dense', slotProps: { htmlInput: { inputMode: 'decimal' } } } as const
  return (
    <Dialog open onClose={onClose} aria-labelledby="cut-list-title" fullWidth maxWidth="sm">
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
            <Box
              key={row.id}
              role="group"
              aria-label={translate('desk.cut.row', { row: i + 1 })}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            >
              {(['length', 'width', 'quantity'] as const).map((name) => (
                <TextField
                  key={name}
                  {...field}
                  label={translate(`desk.cut.${name}`)}
                  value={row[name]}
                  onChange={(event) => change(i, name, event.target.value)}
                  error={Boolean(issue)}
                  helperText={name === 'length' && issue ? translate(`desk.cut.issue.${issue.code}`) : undefined}
                />
              ))}
              <IconButton
                aria-label={translate('desk.cut.remove', { row: i + 1 })}
                onClick={() => setRows((was) => was.filter((_, r) => r !== i))}
                sx={{ mt: 1.5 }}
              >
                ×
              </IconButton>
            </Box>
          )
        })}
        {listIssue && (
          <Box role="alert" sx={{ color: 'error.main', typography: 'body2' }}>
            {translate(`desk.cut.issue.${listIssue.code}`)}
          </Box>
        )}
        <Button
          size="small"
          onClick={() => setRows((was) => [...was, newRow({ length: '', width: '', quantity: '1' })])}
        >
          {translate('desk.cut.add')}
        </Button>
        <PastedList onRead={(pieces) => setRows(pieces.map(rowOf))} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            {...field}
            label={translate('desk.cut.tolerance')}
            value={tolerance}
            onChange={(event) => setTolerance(event.target.value)}
            error={!(typed(tolerance) >= 0)}
          />
          <TextField
            {...field}
            label={translate('desk.cut.charge_per_metre')}
            value={charge}
            onChange={(event) => setCharge(event.target.value)}
            error={!(typed(charge) >= 0)}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={issues.length > 0 || !figuresValid}>
          {translate('desk.cut.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
