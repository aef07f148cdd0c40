import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useState } from 'react'
import { WithAllTexts } from '../../i18n/with-all-texts'
import type { CutListEditorProps } from './cut-list-editor'

/** The section's anchor: a link to a product page with it (quick order's "Cut to size") opens the cut list. */
export const CUT_TO_SIZE_ANCHOR = 'cut-to-size'

const loadEditor = () => import('./cut-list-editor').then((module) => ({ default: module.CutListEditor }))
const CutListEditor = lazy(loadEditor)

/**
 * A sheet's "Cut to size" on its product page. The cut list's code (the rule, the nesting, the form) is a chunk of
 * its own, loaded as the buyer reaches for the button, so the product page's first JavaScript stays small.
 */
export function CutToSizeSection(props: CutListEditorProps) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (window.location.hash === `#${CUT_TO_SIZE_ANCHOR}`) setOpen(true)
  }, [])
  return (
    <section id={CUT_TO_SIZE_ANCHOR} className="product-page__section cut-to-size" aria-labelledby="cut-to-size-title">
      <h2 id="cut-to-size-title">
        <Trans>Cut to size</Trans>
      </h2>
      {open ? (
        <Suspense
          fallback={
            <p aria-busy="true">
              <Trans>Loading the cut list…</Trans>
            </p>
          }
        >
          <WithAllTexts>
            <CutListEditor {...props} />
          </WithAllTexts>
        </Suspense>
      ) : (
        <>
          <p>
            <Trans>Your own pieces cut from this sheet, with the sheets they need and the price at once.</Trans>
          </p>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded="false"
            onPointerEnter={() => void loadEditor()}
            onFocus={() => void loadEditor()}
            onClick={() => setOpen(true)}
          >
            <Trans>Enter a cut list</Trans>
          </button>
        </>
      )}
    </section>
  )
}
