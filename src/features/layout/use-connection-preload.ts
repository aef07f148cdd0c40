import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { type ConnectionInfo, preloadsOnIntent } from './connection-preload'

/** Turns the router's intent preloading off on 2g or data-saver connections, and on again when that changes. */
export function useConnectionPreload(): void {
  const router = useRouter()
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo & EventTarget }).connection
    const apply = () => {
      router.options.defaultPreload = preloadsOnIntent(connection) ? 'intent' : false
    }
    apply()
    connection?.addEventListener?.('change', apply)
    return () => connection?.removeEventListener?.('change', apply)
  }, [router])
}
