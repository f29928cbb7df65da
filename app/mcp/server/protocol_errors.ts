/*
| JSON-RPC errors a tool or resource handler throws on purpose, as the SDK's
| own ProtocolError (its code, message and data go on the wire as they are).
*/
import {
  ProtocolError,
  ProtocolErrorCode,
  ResourceNotFoundError,
} from '@modelcontextprotocol/server'

export { ProtocolError }

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
  return new ProtocolError(
    ProtocolErrorCode.InternalError,
    'Something went wrong on our side. Please try again later.'
  )
}
