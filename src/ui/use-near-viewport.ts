import { useCallback, useState } from 'react'

/**
 * A ref for an element below the fold, and whether it has come within `margin` of the viewport (it stays true):
 * what the element needs (a form's code, its data) loads then instead of with the page.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const [isNear, setNear] = useState(false)
  const ref = useCallback(
    (element: T | null) => {
      if (!element || isNear) return
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true)
        },
        { rootMargin: margin },
      )
      observer.observe(element)
      return () => observer.disconnect()
    },
    [isNear, margin],
  )
  return [ref, isNear] as const
}
