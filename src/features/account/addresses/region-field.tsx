import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { FieldError } from '../../../ui/form/field-error'
import { useFieldState } from '../../../ui/form/use-field-state'

/** The region of a country that lists its regions: a select whose value is the region's id (none: null). */
export function RegionSelectField({
  label,
  regions,
}: {
  label: ReactNode
  regions: readonly { id: number; name: string }[]
}) {
  const { t } = useLingui()
  const { field, inputId, errorId, error } = useFieldState<number | null>()
  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <select
        id={inputId}
        name={field.name}
        className="input field__input"
        value={field.state.value ?? ''}
        onChange={(event) => field.handleChange(event.target.value ? Number(event.target.value) : null)}
        onBlur={field.handleBlur}
        autoComplete="address-level1"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="">{t`Please choose`}</option>
        {regions.map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
