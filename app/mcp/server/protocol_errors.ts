/*
| JSON-RPC errors a tool or resource handler throws on purpose, as the SDK's
| own ProtocolError (its code, message and data go on the wire as they are).
*/
import {
  ProtocolError,
  ProtocolErrorCode,
  ResourceNotFoundError,
} from '@modelcontextprotocol/server'

import { RETRY_AFTER_SECONDS } from '#lib/service_unavailable'
import { PUBLIC_MESSAGES } from '#schemas/public_messages'

export { ProtocolError }

/** `data.code` of the -32000 error sent while the database is unreachable. */
export const SERVICE_UNAVAILABLE = 'service_unavailable'

export interface ArgumentError {
  argument: string
  message: string
}

/** -32602 naming every invalid argument, e.g. "limit: The limit field must be between 1 and 100". */
export function invalidArguments(tool: string, errors: ArgumentError[]) {
  const details = errors.map((error) => `${error.argument}: ${error.message}`).join('; ')
  return new ProtocolError(
    ProtocolErrorCode.InvalidParams,
    `Invalid arguments for ${tool}: ${details}`,
    { errors }
  )
}

export function unknownTool(name: string, known: string[]) {
  return new ProtocolError(
    ProtocolErrorCode.InvalidParams,
    `Unknown tool: ${name}. Available tools: ${known.join(', ')}`
  )
}

/**
 * An unknown resource URI: -32602 with `data: {uri}` on every protocol
 * version (what the 2026-07-28 revision requires; clients also accept -32002).
 */
export function resourceNotFound(uri: string, hint?: string) {
  return new ResourceNotFoundError(uri, `Resource not found: ${uri}${hint ? `. ${hint}` : ''}`)
}

export function internalError() {
  return new ProtocolError(ProtocolErrorCode.InternalError, PUBLIC_MESSAGES.internal_error.mcp)
}

/** The database cannot be reached: retry later (the HTTP answer is a 503 with Retry-After). */
export function serviceUnavailable() {
  return new ProtocolError(-32000, PUBLIC_MESSAGES.service_unavailable.mcp, {
    code: SERVICE_UNAVAILABLE,
    retry_after: RETRY_AFTER_SECONDS,
  })
}
