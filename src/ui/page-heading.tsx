import { type ReactNode, useEffect, useRef } from 'react'
import '../styles/beyond-first-paint.css'

let firstPage = true

/**
 * The page's h1. After a navigation inside the app it takes the keyboard focus, so a screen reader announces the
 * new page and Tab goes on from there; the page a visitor opens first keeps the browser's own start.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (firstPage) {
      firstPage = false
      return
    }
    heading.current?.focus({ preventScroll: false })
  }, [])
  return (
    <h1 ref={heading} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  )
}
