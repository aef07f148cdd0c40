import { useLingui } from '@lingui/react'
import { type ReactNode, use } from 'react'
import { hasAllTexts, loadAllTexts } from './activate'

/**
 * Code loaded on intent (a panel, a form below the fold) shows texts outside the first paint's: its content waits,
 * under the nearest Suspense, until the rest of the locale's texts are there.
 */
export function WithAllTexts({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  if (!hasAllTexts(i18n)) use(loadAllTexts(i18n))
  return children
}
