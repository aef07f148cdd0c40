import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { appConfig } from '../../../app.config'
import { parsePendingMessage, readCookie } from './pending-message'
import { serverMessageId } from './server-messages'
import { useNotify } from './use-notifications'

/** Once in the browser: shows the message the server left in the vsf-message cookie, then deletes the cookie. */
export function usePendingMessage(): void {
  const { notify } = useNotify()
  const { i18n } = useLingui()
  useEffect(() => {
    const name = appConfig.cookies.message
    const pending = parsePendingMessage(readCookie(document.cookie, name))
    if (!pending) return
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari < 18.4
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`
    const id = serverMessageId(pending.message)
    notify({ ...pending, message: id === null ? pending.message : i18n._(id) })
  }, [notify, i18n])
}
