import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Icon } from '../../ui/icon'
import { autoDismissDelay, defaultIcon, type Notification } from './queue'
import { useNotifications, useNotify } from './use-notifications'
import { usePendingMessage } from './use-pending-message'

/** The live region of the shop's messages, newest last. */
export function NotificationList() {
  usePendingMessage()
  const notifications = useNotifications()
  return (
    <section className="notifications" role="status" aria-live="polite" aria-relevant="additions">
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </section>
  )
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useLingui()
  const { dismiss } = useNotify()
  const { id } = notification
  const delay = autoDismissDelay(notification)
  useEffect(() => {
    if (delay === null) return
    const timer = setTimeout(() => dismiss(id), delay)
    return () => clearTimeout(timer)
  }, [id, delay, dismiss])

  return (
    <div className="notification" data-type={notification.type}>
      <Icon name={notification.icon ?? defaultIcon(notification.type)} className="notification__icon" />
      <div className="notification__text">
        {notification.title && <p className="notification__title">{notification.title}</p>}
        <p className="notification__message">{notification.message}</p>
      </div>
      <button type="button" className="icon-button notification__close" onClick={() => dismiss(id)}>
        <Icon name="close" />
        <span className="visually-hidden">{t`Close message`}</span>
      </button>
    </div>
  )
}
