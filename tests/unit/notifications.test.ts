import { type I18n, setupI18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { appConfig } from '../../app.config'
import { pendingNotification, readCookie } from '../../src/features/notifications/pending-message'
import {
  addNotification,
  autoDismissDelay,
  type Notification,
  removeNotification,
} from '../../src/features/notifications/queue'
import { activateLocale, loadAllTexts } from '../../src/i18n/activate'

const note = (id: number, message = `Message ${id}`): Notification => ({ id, message, type: 'info' })

describe('notification queue', () => {
  it('adds notifications in order', () => {
    expect(addNotification(addNotification([], note(1)), note(2)).map((n) => n.id)).toEqual([1, 2])
  })

  it('does not add a duplicate of a shown notification', () => {
    const queue = addNotification([], note(1, 'Product removed'))
    expect(addNotification(queue, note(2, 'Product removed'))).toBe(queue)
  })

  it('treats the same text with another type as a different notification', () => {
    const queue = addNotification([], note(1, 'Saved'))
    expect(addNotification(queue, { ...note(2, 'Saved'), type: 'danger' })).toHaveLength(2)
  })

  it(`keeps at most ${appConfig.notifications.max}, dropping the oldest`, () => {
    let queue: readonly Notification[] = []
    for (let id = 1; id <= appConfig.notifications.max + 2; id++) queue = addNotification(queue, note(id))
    expect(queue).toHaveLength(appConfig.notifications.max)
    expect(queue[0]?.id).toBe(3)
    expect(queue.at(-1)?.id).toBe(appConfig.notifications.max + 2)
  })

  it('removes a notification by id', () => {
    const queue = addNotification(addNotification([], note(1)), note(2))
    expect(removeNotification(queue, 1).map((n) => n.id)).toEqual([2])
    expect(removeNotification(queue, 9)).toBe(queue)
  })

  it(`dismisses after ${appConfig.notifications.autoDismissMs} ms unless persistent`, () => {
    expect(autoDismissDelay(note(1))).toBe(appConfig.notifications.autoDismissMs)
    expect(autoDismissDelay({ ...note(1), persist: true })).toBeNull()
  })
})

describe('pending message (vsf-message cookie)', () => {
  let german: I18n
  beforeAll(async () => {
    german = setupI18n()
    await activateLocale(german, 'de')
    await loadAllTexts(german)
  })

  it('shows the code the server left as its message in the visitor’s language', () => {
    const header = `vsf-locale=de; ${appConfig.cookies.message}=NOT_AUTHORIZED; other=1`
    expect(pendingNotification(german, readCookie(header, appConfig.cookies.message))).toEqual({
      message: 'Sie sind nicht berechtigt. Bitte melden Sie sich an.',
      type: 'warning',
      persist: true,
    })
  })

  it('ignores a missing cookie, an unknown code and text', () => {
    expect(pendingNotification(german, undefined)).toBeNull()
    expect(pendingNotification(german, 'SOMETHING_ELSE')).toBeNull()
    expect(pendingNotification(german, '%E0%A4%A')).toBeNull()
    const text = JSON.stringify({ message: 'You are not authorized, please log in.', type: 'warning' })
    expect(pendingNotification(german, encodeURIComponent(text))).toBeNull()
  })

  it('does not confuse cookies whose names end alike', () => {
    expect(readCookie('xvsf-message=1; vsf-message=2', 'vsf-message')).toBe('2')
    expect(readCookie('a=1', 'vsf-message')).toBeUndefined()
  })
})
