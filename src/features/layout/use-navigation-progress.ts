import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { appConfig } from '../../../app.config'

/** True once a navigation has been pending for longer than the throttle; quick navigations show nothing. */
export function useNavigationProgress(): boolean {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!pending) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), appConfig.progressBar.throttleMs)
    return () => clearTimeout(timer)
  }, [pending])
  return visible
}
