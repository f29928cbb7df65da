/*
| A form sent as `multipart/form-data` because it carries a file (a record's
| form with its picture): its text fields read exactly as AdonisJS's parser
| reads the same form URL-encoded (config/bodyparser.ts: nested keys, dots,
| empty strings as null), and checked by the same input policy.
*/
import qs from 'qs'
import { errors as vineErrors } from '@vinejs/vine'
import { INPUT_LIMITS, problemsInUrlEncoded, STAFF_INPUT_MESSAGES } from '#lib/input_policy'

const QUERY_STRING_OPTIONS: qs.IParseOptions = {
  allowDots: true,
  arrayLimit: INPUT_LIMITS.formListItems,
  decoder(text, decode, charset, type) {
    const value = decode(text, decode, charset)
    return type === 'value' && value === '' ? null : value
  },
}

/**
 * The text fields of a multipart form as a parsed body and as the raw
 * URL-encoded text; E_VALIDATION_ERROR beside a field the input policy refuses.
 */
export function formFieldsOf(form: FormData): { raw: string; fields: Record<string, unknown> } {
  const params = new URLSearchParams()
  form.forEach((value, key) => {
    if (typeof value === 'string') params.append(key, value)
  })
  const raw = params.toString()
  const problems = problemsInUrlEncoded(raw, 'body')
  if (problems.length) {
    throw new vineErrors.E_VALIDATION_ERROR(
      problems.map(({ field, rule }) => ({ field, rule, message: STAFF_INPUT_MESSAGES[rule] }))
    )
  }
  return { raw, fields: qs.parse(raw, QUERY_STRING_OPTIONS) }
}
