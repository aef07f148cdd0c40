import { Trans } from '@lingui/react/macro'
import { lazy } from 'react'
import { Dialog } from '../../ui/dialog'
import { LazyPanelContent } from '../../ui/lazy-panel-content'
import { usePanel } from '../../ui/panels/use-panel'
import { panelContent } from './lazy-panels'

const CategoryTree = lazy(() => panelContent.categorySidebar().then((module) => ({ default: module.CategoryTree })))

/** The smartphone category sidebar behind the bottom bar's Menu item. */
export function CategorySidebar() {
  const panel = usePanel('categorySidebar')
  return (
    <Dialog {...panel} placement="left" title={<Trans>Categories</Trans>}>
      <LazyPanelContent>
        <CategoryTree onNavigate={() => panel.onOpenChange(false)} />
      </LazyPanelContent>
    </Dialog>
  )
}
