import { appConfig } from '../../../app.config'

export const notificationTypes = ['success', 'info', 'warning', 'danger'] as const
export type NotificationType = (typeof notificationTypes)[number]
export type NotificationIcon = 'check' | 'info' | 'warning' | 'error'

/** What a feature asks to show. `persist` keeps it until the visitor closes it. */
export interface NotificationInput {
  message: string
  type: NotificationType
  title?: string
  icon?: NotificationIcon
  persist?: boolean
}

export interface Notification extends NotificationInput {
  id: number
}

export function isNotificationType(value: unknown): value is NotificationType {
  return notificationTypes.includes(value as NotificationType)
}

function isSameNotification(a: NotificationInput, b: NotificationInput): boolean {
  return a.message === b.message && a.type === b.type && a.title === b.title
}

/** Adds a notification unless the same one is showing; above the maximum the oldest ones are dropped. */
export function addNotification(
  queue: readonly Notification[],
  notification: Notification,
  max: number = appConfig.notifications.max,
): readonly Notification[] {
  if (queue.some((shown) => isSameNotification(shown, notification))) return queue
  const next = [...queue, notification]
  return next.length > max ? next.slice(next.length - max) : next
}

export function removeNotification(queue: readonly Notification[], id: number): readonly Notification[] {
  return queue.some((shown) => shown.id === id) ? queue.filter((shown) => shown.id !== id) : queue
}

/** Milliseconds until the notification goes away by itself, or null when it stays. */
export function autoDismissDelay(notification: NotificationInput): number | null {
  return notification.persist ? null : appConfig.notifications.autoDismissMs
}

export function defaultIcon(type: NotificationType): NotificationIcon {
  switch (type) {
    case 'success':
      return 'check'
    case 'info':
      return 'info'
    case 'warning':
      return 'warning'
    case 'danger':
      return 'error'
  }
}
