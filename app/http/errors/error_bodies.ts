import router from '@adonisjs/core/services/router'
import type { HttpContext } from '@adonisjs/core/http'
import { appUrl } from '#config/service'
import { REST_ERROR_CODES, type RestErrorCode } from '#schemas/error'
import { PUBLIC_MESSAGES } from '#schemas/public_messages'
import { contactErrorFromThrown } from '#lib/contact_errors'
import { restErrorHeaders } from '#http/policies/rest_headers'
import { InputRejectedError } from '#lib/input_policy'
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '#lib/service_unavailable'
import {
  JSONRPC_INVALID_REQUEST,
  JSONRPC_PARSE_ERROR,
  JSONRPC_SERVER_ERROR,
  idOf,
  invalidInput,
  jsonRpcError,
  jsonRpcErrorForStatus,
} from '#lib/jsonrpc'

/** The error shapes of the doors; `page`: pages for people (the exception handler renders those). */
export type ErrorStyle = 'rest' | 'contact' | 'jsonrpc' | 'a2a_rest' | 'json' | 'page'

/**
 * The error style of each door. A route's door is the first part of its name,
 * given by the route group it is declared in (start/routes/*); a request no
 * route serves is a page's 404.
 */
const DOOR_ERROR_STYLES: Record<string, ErrorStyle> = {
  api: 'rest',
  contact: 'contact',
  mcp: 'jsonrpc',
  a2a: 'jsonrpc',
  a2a_rest: 'a2a_rest',
  machine_docs: 'json',
  discovery: 'page',
  site: 'page',
  health: 'page',
  admin: 'page',
}

/** The error style of the door a route belongs to (`routeName`: its name, e.g. "api.getEvent"). */
function errorStyleOfRoute(routeName: string | undefined): ErrorStyle {
  const door = routeName?.split('.')[0]
  return (door && DOOR_ERROR_STYLES[door]) || 'page'
}

/**
 * The error style of the door serving this request: its route's, or, for an
 * error before routing (a refused multipart body), the route it would reach.
 */
export function errorStyleOf(ctx: HttpContext): ErrorStyle {
  const route = ctx.route ?? router.match(ctx.request.url(), ctx.request.method(), false)?.route
  return errorStyleOfRoute(route?.name)
}

interface HttpLikeError {
  status?: number
  code?: string
  message?: string
  messages?: unknown
}

/** The HTTP status an error carries; an unreachable database is a 503, anything unexpected a 500. */
export function statusOf(error: unknown): number {
  if (isDatabaseUnavailable(error)) return 503
  const status = (error as HttpLikeError)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

function restErrorCode(status: number): RestErrorCode {
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
 * message names its field) and a catalog failure of one parameter (`parameter`).
 */
function parameterProblems(error: unknown): ParameterProblem[] | null {
  if (error instanceof InputRejectedError) {
    return error.problems.map(({ field, message }) => ({ parameter: field, message }))
  }
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
    const inPath =
      error instanceof InputRejectedError && error.problems.some((p) => p.location === 'path')
    const kind = inPath ? 'parameter' : 'query parameter'
    const message = `Invalid ${kind}${problems.length > 1 ? 's' : ''}: ${problems
      .map((problem) => problem.message)
      .join('; ')}`
    return { status: 400, headers, body: restErrorBody(400, message, problems) }
  }
  const status = statusOf(error)
  if (status === 503) headers['Retry-After'] = String(RETRY_AFTER_SECONDS)
  return { status, headers, body: restErrorBody(status, publicMessage(error, status)) }
}

function publicMessage(error: unknown, status: number): string {
  if (status === 503) return PUBLIC_MESSAGES.service_unavailable.api
  if (status >= 500) return PUBLIC_MESSAGES.internal_error.api
  const message = (error as HttpLikeError)?.message
  return typeof message === 'string' && message
    ? message.replace(/^E_[A-Z_]+: /, '')
    : PUBLIC_MESSAGES.bad_request.api
}

interface ErrorWithCode {
  code?: unknown
}

/**
 * JSON-RPC (/mcp, /mcp/docs, /a2a): a body that is not JSON is -32700, JSON
 * that is no request -32600 (HTTP 400 both); fields the input policy refused
 * are -32602 (HTTP 200 like the SDK's own -32602, with the request's id);
 * an unreachable database is HTTP 503 with -32000 and
 * `data.code: "service_unavailable"`.
 */
function jsonRpcErrorFor(error: unknown, requestBody: unknown) {
  const status = statusOf(error)
  const code = (error as ErrorWithCode)?.code
  const message = publicMessage(error, status)
  const headers: Record<string, string> = {}
  if (error instanceof InputRejectedError) {
    const id = idOf(requestBody)
    return { status: id === null ? 400 : 200, headers, body: invalidInput(id, error.problems) }
  }
  if (code === 'E_INVALID_JSON') {
    return {
      status,
      headers,
      body: jsonRpcError(null, JSONRPC_PARSE_ERROR, `Parse error: ${message}`),
    }
  }
  if (code === 'E_UNSUPPORTED_MEDIA_TYPE') {
    const body = jsonRpcError(null, JSONRPC_SERVER_ERROR, message, {
      code: 'unsupported_media_type',
    })
    return { status, headers, body }
  }
  if (code === 'E_JSON_NOT_STRUCTURED') {
    return { status: 400, headers, body: jsonRpcError(null, JSONRPC_INVALID_REQUEST, message) }
  }
  if (status === 503) {
    headers['Retry-After'] = String(RETRY_AFTER_SECONDS)
    const body = jsonRpcError(idOf(requestBody), JSONRPC_SERVER_ERROR, message, {
      code: 'service_unavailable',
      retry_after: RETRY_AFTER_SECONDS,
    })
    return { status, headers, body }
  }
  return { status, headers, body: jsonRpcErrorForStatus(status, message) }
}

/** google.rpc.Status names of the A2A HTTP+JSON binding's error bodies, by HTTP status. */
const A2A_REST_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  404: 'NOT_FOUND',
  413: 'INVALID_ARGUMENT',
  415: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  503: 'UNAVAILABLE',
}

/** The A2A HTTP+JSON binding (/a2a/rest/...): `{error: {code, status, message, details}}`, as its SDK answers. */
function a2aRestErrorFor(error: unknown) {
  const status = statusOf(error)
  const headers: Record<string, string> = {}
  if (status === 503) headers['Retry-After'] = String(RETRY_AFTER_SECONDS)
  const details =
    error instanceof InputRejectedError
      ? error.problems.map(({ field, message }) => ({ field, description: message }))
      : []
  const name = A2A_REST_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'UNKNOWN')
  const message = publicMessage(error, status)
  return { status, headers, body: { error: { code: status, status: name, message, details } } }
}

/** The error body of one surface for any thrown error (`requestBody`: the parsed body, if any). */
export function errorBodyFor(
  surface: Exclude<ErrorStyle, 'page'>,
  error: unknown,
  requestBody?: unknown
) {
  const status = statusOf(error)
  const headers: Record<string, string> = {}
  if (surface === 'rest') return restErrorFor(error)
  if (surface === 'contact') return contactErrorFromThrown(error)
  if (surface === 'jsonrpc') return jsonRpcErrorFor(error, requestBody)
  if (surface === 'a2a_rest') return a2aRestErrorFor(error)
  return { status, headers, body: { error: { message: publicMessage(error, status), status } } }
}
