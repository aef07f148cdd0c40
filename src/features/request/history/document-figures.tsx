import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type {
  DocumentCutListView,
  DocumentHeadView,
  DocumentLineView,
  RequestDocumentView,
} from '../../../../contract/request'
import { formatDate, formatDay, formatMillimetres, formatNumber, formatPrice } from '../../../i18n/format'
import { useLocale } from '../../../i18n/use-locale'
import { CutPieces } from '../../cart/cut-list-summary'
import { UnitCount } from '../../product/sales-unit'
import { documentKindLabels } from '../request-labels'

type Money = { value: number; currency: string }

/** An amount in the visitor's locale. */
export function useMoney() {
  const locale = useLocale()
  return (amount: Money) => formatPrice(amount.value, locale, amount.currency)
}

/** One row of a totals list; `grand` for the total the buyer pays. */
export function TotalsRow({ label, children, grand }: { label: ReactNode; children: ReactNode; grand?: boolean }) {
  return (
    <div className={grand ? 'cart-totals__row cart-totals__row--grand' : 'cart-totals__row'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** "Offer AN-2026-00042", "Order confirmation AB-2026-00042". */
function useDocumentName() {
  const { i18n } = useLingui()
  return (document: Pick<DocumentHeadView, 'kind' | 'number'>) =>
    `${i18n._(documentKindLabels[document.kind])} ${document.number}`
}

/** Until when an offer can be accepted, or that it can no longer be. */
export function Validity({ document }: { document: DocumentHeadView }) {
  const locale = useLocale()
  if (!document.validUntil) return null
  const day = formatDay(document.validUntil, locale)
  return document.expired ? (
    <span className="order-document__validity order-document__validity--expired">
      <Trans>Expired on {day}</Trans>
    </span>
  ) : (
    <span className="order-document__validity">
      <Trans>Valid until {day}</Trans>
    </span>
  )
}

/**
 * The current offer or order confirmation: its figures are the request's figures. Each line shows what changed
 * against the request (the requested price struck through, the requested quantity), its discount and delivery; then
 * freight, other charges, discount, VAT and the total, the payment terms and texts, the PDF and earlier versions.
 */
export function DocumentFigures({ document, earlier }: { document: RequestDocumentView; earlier: DocumentHeadView[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const money = useMoney()
  const nameOf = useDocumentName()
  const name = nameOf(document)
  const { version } = document
  const date = formatDate(document.date, locale)
  return (
    <section className="order__section order-document" aria-labelledby="order-document-title">
      <h2 id="order-document-title" className="request-section__title">
        {name}
      </h2>
      <p className="order-document__meta">
        <span>
          <Trans>
            Version {version} of {date}
          </Trans>
        </span>
        <Validity document={document} />
      </p>
      <a className="button button--secondary order-document__pdf" href={document.pdfUrl} download>
        <Trans>Download PDF</Trans>
        <span className="visually-hidden">: {name}</span>
      </a>
      {document.openingText ? <p className="order-document__text">{document.openingText}</p> : null}
      <table className="order-table order-lines">
        <caption className="visually-hidden">{t`Items of ${name}`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Product`}</th>
            <th scope="col" className="order-table__amount">
              {t`Quantity`}
            </th>
            <th scope="col" className="order-table__amount">
              {t`Price per piece`}
            </th>
            <th scope="col" className="order-table__amount">
              {t`Discount`}
            </th>
            <th scope="col">{t`Delivery`}</th>
            <th scope="col" className="order-table__amount">
              {t`Row total`}
            </th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line) => (
            <DocumentLine key={line.sku} line={line} />
          ))}
        </tbody>
      </table>
      <dl className="cart-totals order__totals">
        <TotalsRow label={t`Subtotal (excl. VAT)`}>{money(document.subtotal)}</TotalsRow>
        {document.discount ? <TotalsRow label={t`Discount`}>−{money(document.discount)}</TotalsRow> : null}
        <TotalsRow label={t`Freight`}>{money(document.shipping)}</TotalsRow>
        {document.otherCharges.map((charge) => (
          <TotalsRow key={charge.label} label={charge.label}>
            {money(charge.amount)}
          </TotalsRow>
        ))}
        <TotalsRow label={document.taxRate === null ? t`VAT` : t`VAT ${formatNumber(document.taxRate, locale)} %`}>
          {money(document.tax)}
        </TotalsRow>
        <TotalsRow label={t`Total (incl. VAT)`} grand>
          {money(document.total)}
        </TotalsRow>
      </dl>
      {document.paymentTerms ? (
        <p className="order-document__text">
          <strong>
            <Trans>Payment terms:</Trans>
          </strong>{' '}
          {document.paymentTerms}
        </p>
      ) : null}
      {document.closingText ? <p className="order-document__text">{document.closingText}</p> : null}
      {earlier.length > 0 ? <EarlierVersions documents={earlier} /> : null}
    </section>
  )
}

/** A document's line: the document's figures, with the request's and the version before's where they differ. */
function DocumentLine({ line }: { line: DocumentLineView }) {
  const { t } = useLingui()
  const money = useMoney()
  const requested = line.requestedQuantity
  const repriced = line.price.value !== line.requestedPrice.value
  const { before } = line
  const differs = (figure: (l: Pick<DocumentLineView, 'price' | 'discount' | 'rowTotal'>) => unknown) =>
    before !== null && JSON.stringify(figure(before)) !== JSON.stringify(figure(line))
  const redated =
    before !== null && (before.deliveryDate !== line.deliveryDate || before.deliveryWeek !== line.deliveryWeek)
  return (
    <tr className={before ? 'order-line order-line--changed' : 'order-line'}>
      <th scope="row" data-label={t`Product`}>
        <span className="order-line__product">
          {line.name}
          <span className="order-line__sku">{line.sku}</span>
        </span>
        {line.cutList ? <DocumentCutList cutList={line.cutList} /> : null}
      </th>
      <td data-label={t`Quantity`} className="order-table__amount">
        <span className="order-change">
          {line.cutList ? (
            <Plural value={line.quantity} one="# sheet" other="# sheets" />
          ) : (
            <UnitCount count={line.quantity} unit={line.salesUnit} />
          )}
          {line.quantity !== requested ? (
            <span className="order-change__was">
              <Trans>requested: {requested}</Trans>
            </span>
          ) : null}
        </span>
      </td>
      <td data-label={t`Price per piece`} className="order-table__amount">
        <span className="order-change">
          {repriced ? (
            <del className="order-change__was">
              <span className="visually-hidden">{t`Requested price:`} </span>
              {money(line.requestedPrice)}
            </del>
          ) : null}
          <span className={repriced ? 'order-change__now' : undefined}>{money(line.price)}</span>
          {before && differs((l) => l.price) ? <Before version={before.version}>{money(before.price)}</Before> : null}
        </span>
      </td>
      <td data-label={t`Discount`} className="order-table__amount">
        <span className="order-change">
          {line.discount ? (
            <>
              <span>{line.discount.label}</span>
              <span>−{money(line.discount.amount)}</span>
            </>
          ) : (
            '–'
          )}
          {before && differs((l) => l.discount?.label) ? (
            <Before version={before.version}>{before.discount?.label ?? '–'}</Before>
          ) : null}
        </span>
      </td>
      <td data-label={t`Delivery`}>
        <span className="order-change order-change--start">
          <Delivery line={line} />
          {before && redated ? (
            <Before version={before.version}>
              <Delivery line={before} />
            </Before>
          ) : null}
        </span>
      </td>
      <td data-label={t`Row total`} className="order-table__amount">
        <span className="order-change">
          {money(line.rowTotal)}
          {before && differs((l) => l.rowTotal) ? (
            <Before version={before.version}>{money(before.rowTotal)}</Before>
          ) : null}
        </span>
      </td>
    </tr>
  )
}

/** The pieces a line cut to size states ("12 × 480 × 320 mm"), the saw tolerance, and its cutting charge. */
function DocumentCutList({ cutList }: { cutList: DocumentCutListView }) {
  const locale = useLocale()
  const money = useMoney()
  const tolerance = formatMillimetres(cutList.tolerance, locale)
  const cutCharge = money(cutList.cutCharge)
  const cutMetres = formatNumber(cutList.cutMetres, locale)
  return (
    <div className="cut-list-summary">
      <CutPieces pieces={cutList.pieces} />
      <p className="cut-list-summary__facts">
        <Trans>Saw tolerance ±{tolerance}</Trans>
        {' · '}
        <span data-cut-charge>
          <Trans>
            Cutting charge {cutCharge} ({cutMetres} m)
          </Trans>
        </span>
      </p>
    </div>
  )
}

/** What the version before stated, where the current version changed it ("Version 1: 40,00 €"). */
function Before({ version, children }: { version: number; children: ReactNode }) {
  return (
    <span className="order-change__was order-change__before">
      <Trans>
        Version {version}: {children}
      </Trans>
    </span>
  )
}

/** A delivery date, or an ISO week `2026-W49` as "KW 49/2026" (de), "Week 49, 2026" (en). */
export function Delivery({ line }: { line: Pick<DocumentLineView, 'deliveryDate' | 'deliveryWeek'> }) {
  const locale = useLocale()
  if (line.deliveryDate) return formatDay(line.deliveryDate, locale)
  const week = /^(\d{4})-W(\d{2})$/.exec(line.deliveryWeek ?? '')
  if (!week) return '–'
  const year = week[1]
  const calendarWeek = Number(week[2])
  return (
    <Trans>
      Week {calendarWeek}, {year}
    </Trans>
  )
}

/** The versions before the current one, each as its PDF. */
function EarlierVersions({ documents }: { documents: DocumentHeadView[] }) {
  const locale = useLocale()
  const nameOf = useDocumentName()
  return (
    <section className="order-versions" aria-labelledby="order-versions-title">
      <h3 id="order-versions-title" className="order-versions__title">
        <Trans>Earlier versions</Trans>
      </h3>
      <ul className="order-versions__list">
        {documents.map((document) => {
          const name = nameOf(document)
          const { version } = document
          const date = formatDate(document.date, locale)
          return (
            <li key={document.id}>
              <a href={document.pdfUrl} download>
                <Trans>
                  {name}, version {version} (PDF)
                </Trans>
              </a>{' '}
              <span className="order-versions__date">{date}</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
