import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { appConfig } from '../../../app.config'
import { useNavigationProgress } from './use-navigation-progress'

const style = { '--progress-duration': `${appConfig.progressBar.durationMs}ms` } as CSSProperties

/** A thin bar over the top edge while a page loads; it takes no space. */
export function ProgressBar() {
  const { t } = useLingui()
  if (!useNavigationProgress()) return null
  return <div className="progress-bar" role="progressbar" aria-label={t`Loading page`} style={style} />
}
