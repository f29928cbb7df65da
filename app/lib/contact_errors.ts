import { InputRejectedError, type InputProblem } from '#lib/input_policy'
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '#lib/service_unavailable'
import { CONTACT_ERROR_CODES, type ContactErrorCode } from '#schemas/contact'
import { PUBLIC_MESSAGES } from '#schemas/public_messages'

export interface ContactFieldError {
  field: string
  rule: string
  message: string
}

export interface ContactErrorBody {
  success: false
  code: ContactErrorCode
  message: string
  errors?: ContactFieldError[]
}

export interface ContactError {
  status: number
  headers: Record<string, string>
  body: ContactErrorBody
}

interface ThrownLike {
  status?: number
  code?: string
  message?: string
  problems?: InputProblem[]
}

/** The contact endpoint's wording of a failure (#schemas/public_messages). */
function contactMessage(code: ContactErrorCode): string {
  return PUBLIC_MESSAGES[code].contact
}

export function contactErrorBody(
  code: ContactErrorCode,
  message = contactMessage(code),
  errors?: ContactFieldError[]
): ContactErrorBody {
  return errors ? { success: false, code, message, errors } : { success: false, code, message }
}

function isKnownCode(code: string): code is ContactErrorCode {
  return code in CONTACT_ERROR_CODES
}

/**
 * The code of an error thrown before the contact controller runs: the body
 * parser (bad JSON, too large), the router, the origin check, the rate limiter.
 * The body parser rejects a JSON scalar with 422, which here would read as
 * "key reused": it is bad JSON, so 400.
 */
function codeOfThrown(error: ThrownLike): ContactErrorCode {
  if (isDatabaseUnavailable(error)) return 'service_unavailable'
  const status = typeof error.status === 'number' ? error.status : 500
  if (status >= 500) return 'internal_error'
  if (error instanceof InputRejectedError) return 'validation_failed'
  if (error.code === 'E_INVALID_JSON' || error.code === 'E_JSON_NOT_STRUCTURED') {
    return 'invalid_json'
  }
  if (error.code === 'E_REQUEST_ENTITY_TOO_LARGE') return 'payload_too_large'
  if (error.code === 'E_ENCODING_UNSUPPORTED') return 'unsupported_encoding'
  if (error.code === 'E_UNSUPPORTED_MEDIA_TYPE') return 'unsupported_media_type'
  if (status === 404) return 'not_found'
  if (status === 405) return 'method_not_allowed'
  const code = error.code?.toLowerCase()
  return code && isKnownCode(code) ? code : 'bad_request'
}

/** The contact error (status and body) for any thrown error. */
export function contactErrorFromThrown(error: unknown): ContactError {
  const code = codeOfThrown((error ?? {}) as ThrownLike)
  const headers: Record<string, string> =
    code === 'service_unavailable' ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : {}
  if (error instanceof InputRejectedError) {
    const errors = error.problems.map(({ field, rule, message }) => ({ field, rule, message }))
    return { status: 400, headers, body: contactErrorBody(code, undefined, errors) }
  }
  return { status: CONTACT_ERROR_CODES[code], headers, body: contactErrorBody(code) }
}
