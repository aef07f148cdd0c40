import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react'
import { addNotification, type Notification, type NotificationInput, removeNotification } from './queue'

interface NotificationActions {
  notify: (notification: NotificationInput) => void
  dismiss: (id: number) => void
}

const NotificationsContext = createContext<readonly Notification[]>([])
const NotificationActionsContext = createContext<NotificationActions | null>(null)

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<readonly Notification[]>([])
  const lastId = useRef(0)
  const notify = useCallback((notification: NotificationInput) => {
    lastId.current += 1
    const id = lastId.current
    setNotifications((queue) => addNotification(queue, { ...notification, id }))
  }, [])
  const dismiss = useCallback((id: number) => setNotifications((queue) => removeNotification(queue, id)), [])
  const actions = useMemo(() => ({ notify, dismiss }), [notify, dismiss])
  return (
    <NotificationActionsContext.Provider value={actions}>
      <NotificationsContext.Provider value={notifications}>{children}</NotificationsContext.Provider>
    </NotificationActionsContext.Provider>
  )
}

/** `notify` and `dismiss`, stable across renders: for any feature that shows a message. */
export function useNotify(): NotificationActions {
  const actions = useContext(NotificationActionsContext)
  if (!actions) throw new Error('useNotify needs a NotificationsProvider')
  return actions
}

export function useNotifications(): readonly Notification[] {
  return useContext(NotificationsContext)
}
