import { appUrl } from '#config/service'
import { contactErrorFromThrown } from '#lib/contact_errors'

export type Surface = 'rest' | 'contact' | 'json' | 'html'

export const REST_ERROR_CODES = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  429: 'rate_limited',
  500: 'internal_error',
} as const
export type RestErrorCode = (typeof REST_ERROR_CODES)[keyof typeof REST_ERROR_CODES]

export function surfaceOf(path: string): Surface {
  if (/^\/api\/v\d+(\/|$)/.test(path)) return 'rest'
  if (path === '/api/contact' || path.startsWith('/api/')) return 'contact'
  if (/^\/(mcp|a2a|\.well-known|openapi\.json)/.test(path)) return 'json'
  return 'html'
}

interface HttpLikeError {
  status?: number
  code?: string
  message?: string
  messages?: unknown
}

/** The HTTP status an error carries; anything unexpected is a 500. */
export function statusOf(error: unknown): number {
  const status = (error as HttpLikeError)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

export function restErrorCode(status: number): RestErrorCode {
  if (status in REST_ERROR_CODES) return REST_ERROR_CODES[status as keyof typeof REST_ERROR_CODES]
  return status < 500 ? 'bad_request' : 'internal_error'
}

export function restErrorBody(status: number, message: string) {
  const code = restErrorCode(status)
  return {
    error: { code, message, status, docs: `${appUrl}/docs/errors#${code}` },
  }
}

function publicMessage(error: unknown, status: number): string {
  if (status >= 500) return 'Something went wrong on our side. Please try again later.'
  const message = (error as HttpLikeError)?.message
  return typeof message === 'string' && message
    ? message.replace(/^E_[A-Z_]+: /, '')
    : 'Bad request'
}

/** The error body of one surface for any thrown error. */
export function errorBodyFor(surface: Exclude<Surface, 'html'>, error: unknown) {
  const status = statusOf(error)
  const headers: Record<string, string> = {}
  if (surface === 'rest') {
    return { status, headers, body: restErrorBody(status, publicMessage(error, status)) }
  }
  if (surface === 'contact') return { headers, ...contactErrorFromThrown(error) }
  return { status, headers, body: { error: { message: publicMessage(error, status), status } } }
}
