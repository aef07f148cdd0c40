import { useLingui } from '@lingui/react/macro'
import type { Nesting, Sheet } from '../../../rules/cut-list'

/** At most this many sheets are drawn; the count says the rest. */
const DRAWN_SHEETS = 6

/** The nesting as small pictures, one per sheet: the sheet's outline and the pieces cut from it. */
export function NestingPicture({ nesting, sheet }: { nesting: Nesting; sheet: Sheet }) {
  const { t } = useLingui()
  return (
    <div className="nesting-picture">
      {nesting.sheets.slice(0, DRAWN_SHEETS).map((placements, index) => {
        const number = index + 1
        const pieces = placements.length
        return (
          <svg
            // Sheets are drawn in order and never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: the sheet's number is its identity
            key={index}
            viewBox={`0 0 ${sheet.length} ${sheet.width}`}
            className="nesting-picture__sheet"
            role="img"
            aria-label={t`Sheet ${number}: ${pieces} pieces`}
          >
            <rect width={sheet.length} height={sheet.width} className="nesting-picture__outline" />
            {placements.map((placement) => (
              <rect
                key={`${placement.x}-${placement.y}`}
                x={placement.x}
                y={placement.y}
                width={placement.length}
                height={placement.width}
                className="nesting-picture__piece"
              />
            ))}
          </svg>
        )
      })}
    </div>
  )
}
