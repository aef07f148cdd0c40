import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react'
import type { CutListInput, CutToSizeOffer } from '../../../contract/cut-to-size'
import type { TierPriceView } from '../../../contract/product'
import type { PieceIssue } from '../../../rules/cut-list'
import { formatDimensions, formatMillimetres, formatNumber, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { Icon } from '../../ui/icon'
import { pieceIssueMessages } from './cut-list-messages'
import type { CheckedRow } from './cut-rows'
import { NestingPicture } from './nesting-picture'
import { type CutList, type CutListStart, type CutPreview, useCutList } from './use-cut-list'
import '../../styles/beyond-first-paint.css'

/**
 * What sending a cut list answered: it went through, commerce refused rows of it (each shown at its row, nothing
 * typed is lost), or it failed otherwise (the sender has said why).
 */
export type CutListSent = 'sent' | PieceIssue[] | 'failed'

export interface CutListSending {
  /** Sends the list (added to the cart, or a cart line's list replaced). */
  send: (cutList: CutListInput, sheets: number) => Promise<CutListSent>
  /** The send button's words, e.g. "Add the cut list to the cart". */
  sendLabel: ReactNode
  /** Nothing can be sent yet (a configurable sheet without a chosen variant). */
  cannotSend?: boolean
}

export interface CutListEditorProps extends CutListSending {
  offer: CutToSizeOffer
  price: { value: number; tiers: readonly TierPriceView[]; currency: string }
  /** The list to start from (a cart line's); else one empty row, emptied again after each send. */
  start?: CutListStart
  /** A second way to send the list that leaves it as typed, e.g. keeping it in the account to request again. */
  keep?: CutListKeeping
  /** Beside the send button, e.g. Cancel. */
  children?: ReactNode
}

export interface CutListKeeping {
  keep: (cutList: CutListInput) => Promise<CutListSent>
  /** The keep button's words, e.g. "Save the cut list". */
  label: ReactNode
  /** It cannot be kept yet (a customer's wishlist still loading, a configurable sheet without a variant). */
  cannotKeep: boolean
}

/**
 * The cut list of a sheet: one piece per row (Enter adds a row and moves to it), each row checked as it is typed,
 * a CSV to paste or upload, the edge and offcut choices, and — always in view on a phone — the sheets and the price
 * the pieces come to, with the nesting drawn below.
 */
export function CutListEditor(props: CutListEditorProps) {
  const { offer, price, start, send, sendLabel, cannotSend, keep, children } = props
  const locale = useLocale()
  const list = useCutList(offer, price, start)
  const [isSending, setSending] = useState(false)
  // The row whose length takes the focus once it is rendered: a new row, or the neighbour of a removed one.
  const [focusRow, setFocusRow] = useState<number | null>(null)
  useEffect(() => {
    if (focusRow === null) return
    document.getElementById(lengthFieldId(focusRow))?.focus()
    setFocusRow(null)
  }, [focusRow])
  const { sheet, settings } = offer
  const tolerance = formatMillimetres(list.tolerance, locale)
  const sheetFormat = formatDimensions({ strength: sheet.thickness, length: sheet.length, width: sheet.width }, locale)

  const addRow = () => setFocusRow(list.addRow())
  const onEnter = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    const next = list.rows[index + 1]
    if (next) setFocusRow(next.id)
    else addRow()
  }
  const cutList = () => {
    const choiceUids = [list.edgeUid, list.offcutUid].filter((uid): uid is string => uid !== null)
    return { pieces: list.pieces, cutListUid: offer.cutListUid, choiceUids }
  }
  async function submit() {
    if (!list.preview) return
    setSending(true)
    const sent = await send(cutList(), list.preview.price.sheets).finally(() => setSending(false))
    if (Array.isArray(sent)) list.showRefusal(sent)
    else if (sent === 'sent' && !start) list.clear()
  }
  async function keepList() {
    if (!list.preview || !keep) return
    setSending(true)
    const kept = await keep.keep(cutList()).finally(() => setSending(false))
    if (Array.isArray(kept)) list.showRefusal(kept)
  }

  return (
    <div className="cut-list">
      <p className="cut-list__facts">
        <Trans>
          Sheet {sheetFormat} · saw tolerance ±{tolerance}
        </Trans>
      </p>
      <CutRows
        list={list}
        settings={settings}
        sheet={sheet}
        onEnter={onEnter}
        onRemove={(id) => setFocusRow(list.removeRow(id))}
      />
      <button type="button" className="button button--secondary cut-list__add-row" onClick={addRow}>
        <Trans>Add a piece</Trans>
      </button>
      <CsvInput list={list} />
      {offer.edges.length > 1 && (
        <fieldset className="cut-list__choice">
          <legend>
            <Trans>Edge</Trans>
          </legend>
          {offer.edges.map((edge) => (
            <label key={edge.uid}>
              <input
                type="radio"
                name="cut-edge"
                checked={list.edgeUid === edge.uid}
                onChange={() => list.chooseEdge(edge.uid)}
              />{' '}
              {edge.label}
            </label>
          ))}
        </fieldset>
      )}
      {offer.offcuts.length > 0 && (
        <fieldset className="cut-list__choice">
          <legend>
            <Trans>Offcut</Trans>
          </legend>
          {offer.offcuts.map((offcut) => (
            <label key={offcut.uid}>
              <input
                type="radio"
                name="cut-offcut"
                checked={list.offcutUid === offcut.uid}
                onChange={() => list.chooseOffcut(offcut.uid)}
              />{' '}
              {offcut.label}
            </label>
          ))}
          <p className="note">
            <Trans>The whole sheet is billed either way.</Trans>
          </p>
        </fieldset>
      )}
      {list.preview && <NestingPicture nesting={list.preview.nesting} sheet={sheet} />}
      <div className="cut-list__total" aria-live="polite">
        {list.preview ? (
          <CutTotal preview={list.preview} currency={price.currency} />
        ) : (
          <p>
            <Trans>Enter the pieces to see the sheets and the price.</Trans>
          </p>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={!list.preview || isSending || cannotSend}
          onClick={submit}
        >
          {sendLabel}
        </button>
        {keep && (
          <button
            type="button"
            className="button button--secondary"
            disabled={!list.preview || isSending || keep.cannotKeep}
            onClick={keepList}
          >
            {keep.label}
          </button>
        )}
        {children}
      </div>
    </div>
  )
}

/** The pieces' area, the sheets at their price, the cutting charge and the sum. */
function CutTotal({ preview, currency }: { preview: CutPreview; currency: string }) {
  const locale = useLocale()
  const { price } = preview
  const area = formatNumber(preview.area, locale)
  const sheetPrice = formatPrice(price.sheetPrice, locale, currency)
  const cutCharge = formatPrice(price.cutCharge, locale, currency)
  const cutMetres = formatNumber(price.cutMetres, locale)
  const total = formatPrice(price.total, locale, currency)
  return (
    <>
      <p data-cut-preview-sheets={price.sheets}>
        <Trans>Area {area} m²</Trans>
        {' · '}
        <Plural value={price.sheets} one="# sheet" other="# sheets" />
        {' · '}
        <Trans>{sheetPrice} per sheet</Trans>
      </p>
      <p>
        <Trans>
          Cutting charge {cutCharge} ({cutMetres} m)
        </Trans>
      </p>
      <p className="cut-list__sum" data-cut-preview-total={price.total}>
        <Trans>Total {total}</Trans>
      </p>
    </>
  )
}

interface CutRowsProps {
  list: CutList
  settings: CutToSizeOffer['settings']
  sheet: CutToSizeOffer['sheet']
  onEnter: (event: KeyboardEvent<HTMLInputElement>, index: number) => void
  onRemove: (id: number) => void
}

const lengthFieldId = (rowId: number) => `cut-row-${rowId}-length`

/** The rows: length, width and pieces, each row's issue beside it. */
function CutRows({ list, settings, sheet, onEnter, onRemove }: CutRowsProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const usable = formatDimensions(
    { strength: null, length: sheet.length - 2 * settings.trim, width: sheet.width - 2 * settings.trim },
    locale,
  )
  const values = { usable, min: formatMillimetres(settings.minPiece, locale), max: settings.maxPieces }
  const issueText = (row: CheckedRow) => row.issue && i18n._({ ...pieceIssueMessages[row.issue], values })
  return (
    <>
      <ol className="cut-list__rows">
        {list.rows.map((row, index) => {
          const number = index + 1
          const issueId = `cut-row-issue-${row.id}`
          const field = (name: 'length' | 'width' | 'quantity', label: string, mode: 'decimal' | 'numeric') => (
            <label className={`cut-list__field cut-list__field--${name}`}>
              <span className="cut-list__label">{label}</span>
              <input
                id={name === 'length' ? lengthFieldId(row.id) : undefined}
                inputMode={mode}
                autoComplete="off"
                value={row[name]}
                aria-invalid={row.issue ? true : undefined}
                aria-describedby={row.issue ? issueId : undefined}
                onChange={(event) => list.changeRow(row.id, name, event.target.value)}
                onKeyDown={(event) => onEnter(event, index)}
              />
            </label>
          )
          return (
            <li key={row.id} className="cut-list__row" data-cut-row={number}>
              {field('length', t`Length (mm)`, 'decimal')}
              {field('width', t`Width (mm)`, 'decimal')}
              {field('quantity', t`Pieces`, 'numeric')}
              <button type="button" className="icon-button cut-list__remove" onClick={() => onRemove(row.id)}>
                <Icon name="close" />
                <span className="visually-hidden">
                  <Trans>Remove piece {number}</Trans>
                </span>
              </button>
              {row.issue && (
                <p id={issueId} className="cut-list__issue" role="alert">
                  {issueText(row)}
                </p>
              )}
            </li>
          )
        })}
      </ol>
      {list.listIssue && (
        <p className="cut-list__issue" role="alert">
          {i18n._({ ...pieceIssueMessages[list.listIssue], values })}
        </p>
      )}
    </>
  )
}

/** A CSV pasted or uploaded (length;width;quantity, a German or English header): its pieces join the rows. */
function CsvInput({ list }: { list: CutList }) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [taken, setTaken] = useState<number | null>(null)
  const take = (csv: string) => {
    setTaken(list.takeCsv(csv))
    setText('')
  }
  const unreadable = list.unreadable.join(', ')
  return (
    <details className="cut-list__csv">
      <summary>
        <Trans>Paste or upload a CSV</Trans>
      </summary>
      <label className="cut-list__label" htmlFor="cut-list-csv">
        <Trans>One piece per line: length;width;quantity</Trans>
      </label>
      <textarea
        id="cut-list-csv"
        rows={4}
        value={text}
        placeholder={t`Length;Width;Quantity`}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="cut-list__csv-actions">
        <button type="button" className="button button--secondary" disabled={!text.trim()} onClick={() => take(text)}>
          <Trans>Take the pieces</Trans>
        </button>
        <label className="button button--secondary">
          <Trans>Upload a CSV file</Trans>
          <input
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="visually-hidden"
            onChange={async (event) => {
              const file = event.target.files?.[0]
              if (file) take(await file.text())
              event.target.value = ''
            }}
          />
        </label>
      </div>
      <p role="status" className="cut-list__csv-status">
        {taken !== null && <Plural value={taken} one="# piece taken." other="# pieces taken." />}
        {unreadable && <> {t`Rows not read: ${unreadable}`}</>}
      </p>
    </details>
  )
}
