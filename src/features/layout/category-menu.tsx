import { Trans } from '@lingui/react/macro'
import * as RadixDialog from '@radix-ui/react-dialog'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useLocale } from '../../i18n/use-locale'
import { useTRPC } from '../../trpc/react'
import { Icon } from '../../ui/icon'
import { CategoryTree } from './category-tree'

/**
 * The shop's own categories on wider screens (the header's Products menu leads to the corporate site; phones use
 * the bottom bar's Menu): a button that opens the category tree in a non-modal panel under the header. Radix's
 * dialog gives the keyboard behaviour: Enter or Space opens it and moves the focus in, Escape or a click outside
 * closes it, and the focus returns to the button. The panel overlays the page, so nothing shifts.
 */
export function CategoryMenu() {
  const [open, setOpen] = useState(false)
  const locale = useLocale()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const preload = () => void queryClient.prefetchQuery(trpc.catalog.menu.queryOptions())
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <RadixDialog.Trigger className="category-menu__trigger" onPointerEnter={preload} onFocus={preload}>
        <Icon name="categories" />
        <span>
          <Trans>Categories</Trans>
        </span>
        <Icon name="chevron" className="category-menu__chevron" />
      </RadixDialog.Trigger>
      <RadixDialog.Content className="category-menu__panel" aria-describedby={undefined}>
        <RadixDialog.Title className="category-menu__title">
          <Trans>Shop categories</Trans>
        </RadixDialog.Title>
        <CategoryTree onNavigate={() => setOpen(false)} />
        <p className="category-menu__more">
          <Link to="/$locale/quick-order" params={{ locale }} onClick={() => setOpen(false)}>
            <Trans>Quick order by item number</Trans>
          </Link>
        </p>
      </RadixDialog.Content>
    </RadixDialog.Root>
  )
}
