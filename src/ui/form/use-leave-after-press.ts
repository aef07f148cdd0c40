import { useEffect, useRef } from 'react'

/**
 * A field's `onFocus` and `onBlur` that call `onLeave` when the field is left, but when a press (mouse, pen or
 * finger) left it, only once that press has clicked. What `onLeave` shows under the field moves what lies below it,
 * and the press would then click whatever lies under the pointer by that time: on a phone, the cart's request button
 * below a line's quantity field. A finger's tap moves the focus after it is lifted, a mouse's press before: the click
 * or the release ends the press, whichever comes once the field is left.
 */
export function useLeaveAfterPress(onLeave: () => void) {
  const pressing = useRef(false)
  const stopWatching = useRef<() => void>(undefined)
  const latestOnLeave = useRef(onLeave)
  latestOnLeave.current = onLeave
  useEffect(() => () => stopWatching.current?.(), [])

  const onFocus = () => {
    const press = () => {
      pressing.current = true
    }
    const settle = () => {
      pressing.current = false
    }
    document.addEventListener('pointerdown', press, true)
    document.addEventListener('click', settle, true)
    document.addEventListener('pointercancel', settle, true)
    stopWatching.current = () => {
      document.removeEventListener('pointerdown', press, true)
      document.removeEventListener('click', settle, true)
      document.removeEventListener('pointercancel', settle, true)
    }
  }

  const onBlur = () => {
    stopWatching.current?.()
    if (!pressing.current) {
      latestOnLeave.current()
      return
    }
    pressing.current = false
    const leave = () => {
      document.removeEventListener('click', leave, true)
      document.removeEventListener('pointerup', leave, true)
      // After the press's own click handlers: the click follows the release in the same task.
      setTimeout(() => latestOnLeave.current())
    }
    document.addEventListener('click', leave, true)
    document.addEventListener('pointerup', leave, true)
  }

  return { onFocus, onBlur }
}
