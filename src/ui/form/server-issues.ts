import type { AnyFormApi } from '@tanstack/react-form'
import { TRPCClientError } from '@trpc/client'
import type { InputIssue, InputIssueCode } from '../../../contract/input-issue'
import { errorData } from '../../trpc/error-data'

/** An input issue the server found in a field's value: it stands while the field holds the value it refused. */
interface ServerIssue {
  name: string
  code: InputIssueCode
  value: unknown
}

const issuesOfForm = new WeakMap<AnyFormApi, ServerIssue[]>()

/** A procedure's path (`lines.3.quantity`) as TanStack Form names the field (`lines[3].quantity`). */
function fieldNameOf(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, '[$1]')
}

function isShownField(form: AnyFormApi, { path }: InputIssue): boolean {
  return path !== '' && form.fieldInfo[fieldNameOf(path)]?.instance != null
}

/**
 * After a refused submit: the input issues whose path names a field the form shows go under that field, where they
 * stay until the field is changed (the focus goes to the first, as after the form's own check). Answers the refusal
 * as the form's alert or notification should word it: without those issues, or null when nothing is left to say.
 */
export function showIssuesAtFields(form: AnyFormApi, error: unknown): unknown {
  const data = errorData(error)
  if (!(error instanceof TRPCClientError) || !data?.inputIssues) return error
  const issues = data.inputIssues
  const atFields = issues.filter((issue) => isShownField(form, issue))
  if (atFields.length === 0) return error
  issuesOfForm.set(
    form,
    atFields.map(({ path, code }) => ({ name: fieldNameOf(path), code, value: form.getFieldValue(fieldNameOf(path)) })),
  )
  form.validate('change')
  const rest = issues.filter((issue) => !isShownField(form, issue))
  if (rest.length === 0) return null
  return TRPCClientError.from({ error: { ...error.shape, data: { ...data, inputIssues: rest } } })
}

/** A new submit asks the server again. */
export function forgetServerIssues(form: AnyFormApi): void {
  issuesOfForm.delete(form)
}

type FieldIssues = Record<string, readonly { message: string }[]>
type CheckResult = { form?: FieldIssues; fields: FieldIssues } | undefined

/** The form's own check with the server's issues added under the fields that still hold the refused values. */
export function withServerIssues(checked: CheckResult, form: AnyFormApi): CheckResult {
  const standing = (issuesOfForm.get(form) ?? []).filter(({ name, value }) =>
    Object.is(form.getFieldValue(name), value),
  )
  if (standing.length === 0) return checked
  const fields: FieldIssues = { ...checked?.fields }
  for (const { name, code } of standing) fields[name] = [...(fields[name] ?? []), { message: code }]
  return { form: checked?.form, fields }
}
