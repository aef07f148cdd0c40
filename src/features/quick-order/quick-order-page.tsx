import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { QUICK_ORDER_MAX_LINES } from '../../../contract/add-to-cart-rules'
import { formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'
import { Icon } from '../../ui/icon'
import { PageHeading } from '../../ui/page-heading'
import { CheckedLinesTable } from './checked-lines-table'
import type { ParsedOrder } from './parse-order-lines'
import { lineProblemMessage } from './quick-order-messages'
import { type QuickOrder, useQuickOrder } from './use-quick-order'
import '../../styles/beyond-first-paint.css'

/**
 * /{locale}/quick-order: a buyer pastes lines of item number and quantity (or uploads an ERP's CSV export), sees
 * each line checked and adds every valid line to the cart at once. Guests too: the cart is a guest cart.
 */
export function QuickOrderPage() {
  const quickOrder = useQuickOrder()
  const { checked, failure } = quickOrder
  return (
    <div className="page quick-order">
      <PageHeading>
        <Trans>Quick order</Trans>
      </PageHeading>
      <p className="quick-order__intro">
        <Trans>
          Order by item number: enter one item number and quantity per line, in pieces or, with “Pal.”, in pallets, or
          upload a CSV file exported from your ERP system. Each line is checked before anything goes into the cart.
        </Trans>
      </p>
      <QuickOrderForm quickOrder={quickOrder} />
      <p className="form__alert" role="alert">
        {failure}
      </p>
      {checked && <UnreadableLines unreadable={checked.unreadable} />}
      {checked && <CheckedLines quickOrder={quickOrder} />}
    </div>
  )
}

function QuickOrderForm({ quickOrder }: { quickOrder: QuickOrder }) {
  const { t } = useLingui()
  const fileId = useId()
  const { form } = quickOrder
  const maxLines = QUICK_ORDER_MAX_LINES
  return (
    <form.AppForm>
      <form.Form className="form quick-order__form">
        <form.AppField name="text">
          {(field) => (
            <field.TextAreaField
              label={t`Item numbers and quantities`}
              hint={t`One line per item, e.g. “100002 5”, “100002;5 Stk” or “100002 2 Pal.”; at most ${maxLines} lines.`}
              rows={8}
            />
          )}
        </form.AppField>
        <div className="quick-order__file">
          <label htmlFor={fileId} className="field__label">
            <Trans>Or upload a CSV file</Trans>
          </label>
          <p id={`${fileId}-hint`} className="field__hint">
            <Trans>
              Columns separated by semicolons or commas; a header such as “Artikelnummer;Menge” or “SKU,Qty”.
            </Trans>
          </p>
          <input
            id={fileId}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="quick-order__file-input"
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) void quickOrder.readFile(file)
            }}
          />
        </div>
        <div className="form__actions">
          <form.SubmitButton>{t`Check lines`}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}

function UnreadableLines({ unreadable }: { unreadable: ParsedOrder['unreadable'] }) {
  const { i18n } = useLingui()
  if (unreadable.length === 0) return null
  return (
    <section className="quick-order__unreadable" aria-labelledby="quick-order-unreadable">
      <h2 id="quick-order-unreadable" className="quick-order__subheading">
        <Trans>Lines that could not be read</Trans>
      </h2>
      <ul>
        {unreadable.map(({ lineNumber, text, problem }) => (
          <li key={lineNumber}>
            <Trans>Line {lineNumber}</Trans>: <code>{text}</code> – {lineProblemMessage(i18n, problem)}
          </li>
        ))}
      </ul>
    </section>
  )
}

function CheckedLines({ quickOrder }: { quickOrder: QuickOrder }) {
  const locale = useLocale()
  const { checked, validLines, added } = quickOrder
  const heading = useRef<HTMLHeadingElement>(null)
  const noValidLineId = useId()
  // Each new check takes the focus to its lines, so a screen reader reads them next.
  useEffect(() => {
    if (checked) heading.current?.focus()
  }, [checked])
  if (!checked) return null
  const validCount = validLines.length
  const total = validLines.reduce((sum, line) => sum + (line.lineTotal ?? 0), 0)
  const currency = validLines[0]?.product?.price.currency ?? 'EUR'
  const addedCount = added?.filter((line) => line.added).length ?? 0
  const refusedCount = (added?.length ?? 0) - addedCount
  return (
    <section className="quick-order__checked" aria-labelledby="quick-order-checked">
      <h2 id="quick-order-checked" ref={heading} tabIndex={-1} className="quick-order__subheading">
        <Trans>Checked lines</Trans>
      </h2>
      <quickOrder.form.Subscribe selector={(state) => state.values.text}>
        {(text) =>
          text !== checked.text && (
            <p className="quick-order__stale">
              <Trans>The lines have changed since the check. Check them again before adding them.</Trans>
            </p>
          )
        }
      </quickOrder.form.Subscribe>
      <CheckedLinesTable lines={checked.lines} added={added} />
      <div className="quick-order__actions">
        <p className="quick-order__total">
          <Trans>
            {validCount} of {checked.lines.length} lines can be added, together {formatPrice(total, locale, currency)}{' '}
            excl. VAT
          </Trans>
        </p>
        <button
          type="button"
          className="button"
          aria-busy={quickOrder.isAdding || undefined}
          disabled={validCount === 0}
          aria-describedby={validCount === 0 ? noValidLineId : undefined}
          onClick={() => void quickOrder.addValidLines()}
        >
          <Icon name="cart" />
          <span>
            <Trans>Add all valid lines to the cart</Trans>
          </span>
        </button>
      </div>
      {validCount === 0 && (
        <p id={noValidLineId} className="quick-order__stale">
          <Trans>No line can be added yet: correct the lines marked in the table and check them again.</Trans>
        </p>
      )}
      <p className="quick-order__result" role="status" aria-live="polite">
        {added && (
          <>
            <Trans>
              {addedCount} of {added.length} lines added to the cart.
            </Trans>{' '}
            {refusedCount > 0 && <Trans>The lines not added are marked in the table.</Trans>}{' '}
            {addedCount > 0 && (
              <Link to="/$locale/cart" params={{ locale }}>
                <Trans>Go to cart</Trans>
              </Link>
            )}
          </>
        )}
      </p>
    </section>
  )
}
