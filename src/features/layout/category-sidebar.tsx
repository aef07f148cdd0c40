import { Trans } from '@lingui/react/macro'
import { Dialog } from '../../ui/dialog'
import { CategoryTree } from './category-tree'
import { usePanel } from './use-panel'

/** The smartphone category sidebar behind the bottom bar's Menu item. */
export function CategorySidebar() {
  const panel = usePanel('categorySidebar')
  return (
    <Dialog {...panel} placement="left" title={<Trans>Categories</Trans>}>
      <CategoryTree onNavigate={() => panel.onOpenChange(false)} />
    </Dialog>
  )
}
