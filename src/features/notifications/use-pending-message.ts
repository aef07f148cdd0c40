import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { appConfig } from '../../../app.config'
import { pendingNotification, readCookie } from './pending-message'
import { useNotify } from './use-notifications'

/** Once in the browser: shows the message the server left in the vsf-message cookie, then deletes the cookie. */
export function usePendingMessage(): void {
  const { notify } = useNotify()
  const { i18n } = useLingui()
  useEffect(() => {
    const name = appConfig.cookies.message
    const cookie = readCookie(document.cookie, name)
    if (cookie === undefined) return
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari < 18.4
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`
    const pending = pendingNotification(i18n, cookie)
    if (pending) notify(pending)
  }, [notify, i18n])
}
