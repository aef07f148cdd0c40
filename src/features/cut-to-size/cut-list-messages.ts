import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PieceIssueCode } from '../../../rules/cut-list'

/**
 * What a row of the cut list is told, by the rule's code (rules/cut-list.ts), from the browser's check or from
 * commerce's refusal. Values: `usable` (the sheet less its trim, "2960 × 1460 mm"), `min` ("20 mm"), `max` (pieces).
 */
export const pieceIssueMessages: Record<PieceIssueCode, MessageDescriptor> = {
  DIMENSION_INVALID: msg`Enter the length and the width in mm.`,
  QUANTITY_INVALID: msg`Enter a whole number of pieces, at least 1.`,
  PIECE_TOO_LARGE: msg`Larger than the sheet less its trim ({usable}), even turned.`,
  PIECE_TOO_SMALL: msg`Each side needs at least {min}.`,
  TOO_MANY_PIECES: msg`At most {max} pieces per cut list.`,
  CUT_LIST_EMPTY: msg`Enter at least one piece.`,
  CUT_LIST_UNREADABLE: msg`This row could not be read: length;width;quantity.`,
}
