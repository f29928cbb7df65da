import { appUrl } from '#config/service'
import { contactErrorFromThrown } from '#lib/contact_errors'
import { restErrorHeaders } from '#lib/rest_headers'
import { jsonRpcErrorForStatus } from '#mcp/http/jsonrpc'

/** jsonrpc: the MCP endpoints (/mcp, /mcp/docs) and the A2A endpoint (/a2a) answer JSON-RPC error objects. */
export type Surface = 'rest' | 'contact' | 'jsonrpc' | 'json' | 'html'

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
  if (/^\/(mcp(\/docs)?|a2a)\/?$/.test(path)) return 'jsonrpc'
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

/** One invalid parameter of a REST request and why (`details` of a 400). */
export interface ParameterProblem {
  parameter: string
  message: string
}

export function restErrorBody(status: number, message: string, details?: ParameterProblem[]) {
  const code = restErrorCode(status)
  const docs = `${appUrl}/docs/errors#${code}`
  return {
    error: details ? { code, message, status, docs, details } : { code, message, status, docs },
  }
}

/**
 * The invalid parameters an error reports: VineJS validation errors (each
 * message names its field) and the catalog's InvalidParameterError (`parameter`).
 */
function parameterProblems(error: unknown): ParameterProblem[] | null {
  const thrown = error as HttpLikeError & { parameter?: unknown }
  if (thrown?.code === 'E_VALIDATION_ERROR' && Array.isArray(thrown.messages)) {
    return (thrown.messages as { field: string; message: string }[]).map(({ field, message }) => ({
      parameter: field,
      message,
    }))
  }
  if (typeof thrown?.parameter === 'string' && statusOf(error) === 400) {
    const reason = publicMessage(error, 400).replace(`${thrown.parameter}: `, '')
    return [{ parameter: thrown.parameter, message: `${thrown.parameter} ${reason}` }]
  }
  return null
}

function restErrorFor(error: unknown) {
  const headers = restErrorHeaders()
  const problems = parameterProblems(error)
  if (problems) {
    const message = `Invalid query parameter${problems.length > 1 ? 's' : ''}: ${problems
      .map((problem) => problem.message)
      .join('; ')}`
    return { status: 400, headers, body: restErrorBody(400, message, problems) }
  }
  const status = statusOf(error)
  return { status, headers, body: restErrorBody(status, publicMessage(error, status)) }
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
  if (surface === 'rest') return restErrorFor(error)
  if (surface === 'contact') return { headers, ...contactErrorFromThrown(error) }
  if (surface === 'jsonrpc') {
    return { status, headers, body: jsonRpcErrorForStatus(status, publicMessage(error, status)) }
  }
  return { status, headers, body: { error: { message: publicMessage(error, status), status } } }
}
