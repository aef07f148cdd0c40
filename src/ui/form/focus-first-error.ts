/**
 * After a refused submit: the first field marked invalid, else the form's alert if it says something (an alert
 * above the fields may still hold the last answer of the server, which is not what stopped this submit).
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  // The fields mark themselves invalid in the render that follows the validation.
  requestAnimationFrame(() => {
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[role="alert"]:not(:empty)')
    target?.focus()
  })
}
