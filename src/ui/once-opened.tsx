import { type ReactNode, Suspense, useState } from 'react'
import { WithAllTexts } from '../i18n/with-all-texts'

/**
 * A lazily loaded panel's mount point: nothing renders until `open` is first true, then the panel stays mounted, so
 * its code (and the texts outside the first paint) loads on first use and closing still animates and returns the
 * focus as usual.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <WithAllTexts>{children}</WithAllTexts>
    </Suspense>
  )
}
