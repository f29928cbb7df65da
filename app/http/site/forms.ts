/*
| The state of a form for people on the site (POST, then redirect to a GET
| on success; the same page again, with the typed values and an error next
| to each field, on failure). No session: the page's own query string
| carries the outcome of a redirect.
*/
import { errors as vineErrors } from '@vinejs/vine'

export interface SiteFormState {
  values: Record<string, unknown>
  errors: Record<string, string>
  /** a message about the whole form: the outcome, or a failure that is no field's */
  notice: { kind: 'success' | 'error'; text: string } | null
}

export const emptyForm = (values: Record<string, unknown> = {}): SiteFormState => ({
  values,
  errors: {},
  notice: null,
})

interface FieldMessage {
  field: string
  message: string
}

/** The first message of each field. */
export function errorsByField(messages: FieldMessage[]): Record<string, string> {
  const byField: Record<string, string> = {}
  for (const { field, message } of messages) byField[field] ??= message
  return byField
}

/** The field errors of a validation, or the validated value. */
export async function validated<T>(
  validation: Promise<T>
): Promise<{ value: T; errors: null } | { value: null; errors: Record<string, string> }> {
  try {
    return { value: await validation, errors: null }
  } catch (error) {
    if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
    return { value: null, errors: errorsByField(error.messages as FieldMessage[]) }
  }
}

/** One text field of a form body (absent, null and non-text values are ''). */
export function textField(body: Record<string, unknown>, name: string): string {
  const value = body[name]
  return typeof value === 'string' ? value : ''
}
