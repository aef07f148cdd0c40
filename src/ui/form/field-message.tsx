/** The line under a field that says what is wrong with it; empty (but present, so nothing shifts) when valid. */
export function FieldMessage({ id, text }: { id: string; text: string | undefined }) {
  return (
    <p id={id} className="field__error" aria-live="polite">
      {text}
    </p>
  )
}
