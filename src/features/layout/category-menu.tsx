import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { lazy, useRef, useState } from 'react'
import { loadAllTexts } from '../../i18n/activate'
import { Icon } from '../../ui/icon'
import { intentProps } from '../../ui/intent'
import { OnceOpened } from '../../ui/once-opened'
import { usePrefetchCategoryTree } from './use-prefetch-category-tree'

const loadPanel = () => import('./category-menu-panel')
const CategoryMenuPanel = lazy(loadPanel)

/**
 * The shop's own categories on wider screens (the header's Products menu leads to the corporate site; phones use
 * the bottom bar's Menu): a button that opens the category tree in a non-modal panel under the header
 * (./category-menu-panel.tsx). The panel's code, its texts and the menu's data load when the pointer rests on or
 * the focus reaches the button, so a first visit does not download them; once opened, the panel stays mounted.
 */
export function CategoryMenu() {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const prefetchCategoryTree = usePrefetchCategoryTree()
  const { i18n } = useLingui()
  const preload = () => {
    void loadPanel()
    void loadAllTexts(i18n)
    prefetchCategoryTree()
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="category-menu__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        {...intentProps(preload)}
        onClick={() => setOpen(!open)}
      >
        <Icon name="categories" />
        <span className="category-menu__label">
          <Trans>Categories</Trans>
        </span>
        <Icon name="chevron" className="category-menu__chevron" />
      </button>
      <OnceOpened open={open}>
        <CategoryMenuPanel open={open} onOpenChange={setOpen} trigger={trigger} />
      </OnceOpened>
    </>
  )
}
