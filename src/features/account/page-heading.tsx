import { type ReactNode, useEffect, useRef } from 'react'

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

/** After a refused submit: the first field marked invalid (or the form's alert) takes the focus. */
export function focusFirstError(form: HTMLFormElement | null): void {
  // The fields mark themselves invalid in the render that follows the validation.
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]:not(:empty)')?.focus()
  })
}
