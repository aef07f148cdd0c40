import type { FocusEvent, PointerEvent } from 'react'

/**
 * Props that start loading what a control opens as soon as a visitor shows the intent to use it: a mouse or pen
 * resting on it, the keyboard's focus reaching it. A finger gives no such warning: its pointer and focus events come
 * together with the click, and loading then only delays the tap's paint; the click loads what it needs.
 */
export function intentProps(preload: () => void) {
  return {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') preload()
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.matches(':focus-visible')) preload()
    },
  }
}
