/*
| JSON-RPC errors a tool or resource handler throws on purpose. The SDK
| sends `code`, `message` and `data` of a thrown error as they are (its own
| McpError would prefix the message with "MCP error <code>:").
*/
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js'
import { RETRY_AFTER_SECONDS } from '#lib/service_unavailable'

/** MCP's code for an unknown resource URI (not in the SDK's ErrorCode enum). */
export const RESOURCE_NOT_FOUND = -32002

/** `data.code` of the -32000 error sent while the database is unreachable. */
export const SERVICE_UNAVAILABLE = 'service_unavailable'

export class ProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Record<string, unknown>
  ) {
    super(message)
  }
}

export interface ArgumentError {
  argument: string
  message: string
}

/** -32602 naming every invalid argument, e.g. "limit: The limit field must be between 1 and 100". */
export function invalidArguments(tool: string, errors: ArgumentError[]) {
  const details = errors.map((error) => `${error.argument}: ${error.message}`).join('; ')
  return new ProtocolError(ErrorCode.InvalidParams, `Invalid arguments for ${tool}: ${details}`, {
    errors,
  })
}

export function unknownTool(name: string, known: string[]) {
  return new ProtocolError(
    ErrorCode.InvalidParams,
    `Unknown tool: ${name}. Available tools: ${known.join(', ')}`
  )
}

export function resourceNotFound(uri: string, hint?: string) {
  return new ProtocolError(
    RESOURCE_NOT_FOUND,
    `Resource not found: ${uri}${hint ? `. ${hint}` : ''}`,
    {
      uri,
    }
  )
}

export function internalError() {
  return new ProtocolError(
    ErrorCode.InternalError,
    'Something went wrong on our side. Please try again later.'
  )
}

/** The database cannot be reached: retry later (the HTTP answer is a 503 with Retry-After). */
export function serviceUnavailable() {
  return new ProtocolError(
    -32000,
    'The service is temporarily unavailable; retry after a few seconds.',
    { code: SERVICE_UNAVAILABLE, retry_after: RETRY_AFTER_SECONDS }
  )
}
