import { Plural, Trans } from '@lingui/react/macro'
import type { CutListLineView } from '../../../contract/cut-to-size'
import type { CutPiece } from '../../../rules/cut-list'
import { formatCutPiece, formatMillimetres, formatNumber, formatPrice } from '../../i18n/format'
import { useLocale } from '../../i18n/use-locale'

/**
 * A line cut to size, as commerce computed it: the pieces ("12 × 480 × 320 mm"), the saw tolerance, the edge and
 * offcut chosen, the sheets they need and the cutting charge. The cart, the request page and a request's history
 * show it under the line.
 */
export function CutListSummary({ cutList, currency }: { cutList: CutListLineView; currency: string }) {
  const locale = useLocale()
  const { sheets, edge, offcut } = cutList
  const tolerance = formatMillimetres(cutList.tolerance, locale)
  const cutCharge = formatPrice(cutList.cutCharge, locale, currency)
  const cutMetres = formatNumber(cutList.cutMetres, locale)
  return (
    <div className="cut-list-summary">
      <CutPieces pieces={cutList.pieces} />
      <p className="cut-list-summary__facts">
        <Trans>Saw tolerance ±{tolerance}</Trans>
        {edge ? ` · ${edge}` : ''}
        {offcut ? (
          <>
            {' · '}
            <Trans>Offcut: {offcut}</Trans>
          </>
        ) : null}
      </p>
      <p className="cut-list-summary__facts" data-cut-sheets={sheets}>
        <Plural value={sheets} one="# sheet" other="# sheets" />
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

/** The pieces of a cut list, one per row: "12 × 480 × 320 mm". */
export function CutPieces({ pieces }: { pieces: readonly CutPiece[] }) {
  const locale = useLocale()
  return (
    <ul className="cut-list-summary__pieces">
      {pieces.map((piece, index) => (
        // Pieces may repeat; their place in the list is who they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
        <li key={index} data-piece>
          {formatCutPiece(piece, locale)}
        </li>
      ))}
    </ul>
  )
}
