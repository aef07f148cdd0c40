import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { CutListLineView } from '../../../contract/cut-to-size'
import { ownEscape } from '../../ui/own-escape'
import { CutListEditor } from '../cut-to-size/cut-list-editor'
import { useCutLineSheet, useSaveCutList } from './use-cut-line'

interface CutLineEditorProps {
  /** The cart line's uid and its item number (a configurable sheet's variant). */
  line: { uid: string; sku: string; name: string }
  cutList: CutListLineView
  /** Closed: after the new list was saved, or cancelled (Escape) with the line as it was. */
  onClose: () => void
}

/**
 * A cart line's cut list opened in the product page's editor, with its pieces, edge and offcut and the live preview
 * at the sheet's prices. Saving replaces the line's list through cart.updateCutList (commerce nests and prices it
 * again); a list commerce refuses shows each refused row's reason there and leaves the line unchanged.
 */
export function CutLineEditor({ line, cutList, onClose }: CutLineEditorProps) {
  const { data: product, isError } = useCutLineSheet(cutList.productSku)
  const save = useSaveCutList(line, onClose)
  const editor = useRef<HTMLDivElement>(null)
  const offer = product?.cutToSize
  // The focus goes into the editor as soon as it shows: the first piece's length.
  useEffect(() => {
    if (offer) editor.current?.querySelector('input')?.focus()
  }, [offer])
  if (isError || (product && !offer)) {
    return (
      <p role="alert">
        <Trans>The cut list cannot be edited now. Please try again later.</Trans>
      </p>
    )
  }
  if (!product || !offer) {
    return (
      <p aria-busy="true">
        <Trans>Loading the cut list…</Trans>
      </p>
    )
  }
  const shown = product.variants.find((variant) => variant.sku === line.sku) ?? product
  const start = { pieces: cutList.pieces, edgeUid: cutList.edgeUid, offcutUid: cutList.offcutUid }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the editor cancels it
    <div
      ref={editor}
      className="cut-line-editor"
      {...ownEscape}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <CutListEditor
        offer={offer}
        price={{ value: shown.price.value, tiers: shown.tierPrices, currency: shown.price.currency }}
        start={start}
        send={save}
        sendLabel={<Trans>Save changes</Trans>}
      >
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </CutListEditor>
    </div>
  )
}
