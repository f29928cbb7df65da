/*
| Plain JSON-RPC 2.0 pieces the HTTP glue needs before (or instead of) the
| SDK: error bodies, and a look at the parsed body to see what it asks for.
*/

export type JsonRpcId = string | number | null

export interface JsonRpcErrorBody {
  jsonrpc: '2.0'
  id: JsonRpcId
  error: { code: number; message: string; data?: Record<string, unknown> }
}

export const JSONRPC_PARSE_ERROR = -32700
export const JSONRPC_INVALID_REQUEST = -32600
export const JSONRPC_INVALID_PARAMS = -32602
export const JSONRPC_INTERNAL_ERROR = -32603
/** Implementation-defined server error (HTTP-level refusals: host, origin, rate limit). */
export const JSONRPC_SERVER_ERROR = -32000

export function jsonRpcError(
  id: JsonRpcId,
  code: number,
  message: string,
  data?: Record<string, unknown>
): JsonRpcErrorBody {
  const error: JsonRpcErrorBody['error'] = { code, message }
  if (data) error.data = data
  return { jsonrpc: '2.0', id, error }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The id of a request, or null (notifications, responses, malformed messages). */
export function idOf(message: unknown): JsonRpcId {
  if (!isObject(message)) return null
  const id = message.id
  return typeof id === 'string' || typeof id === 'number' ? id : null
}

/** True for a request or notification with an id, i.e. one that expects an answer. */
export function expectsAnswer(message: unknown): boolean {
  return isObject(message) && 'id' in message && idOf(message) !== null
}

/** The tool name of a `tools/call` message, if it is one. */
export function calledToolName(message: unknown): string | undefined {
  if (!isObject(message) || message.method !== 'tools/call' || !isObject(message.params)) {
    return undefined
  }
  const name = message.params.name
  return typeof name === 'string' ? name : undefined
}

export type ParsedBody = { ok: true; value: unknown } | { ok: false; message: string }

/** -32602 naming each field the input policy refused (`data.errors: [{field, message}]`). */
export function invalidInput(
  id: JsonRpcId,
  problems: { field: string; message: string }[]
): JsonRpcErrorBody {
  return jsonRpcError(
    id,
    JSONRPC_INVALID_PARAMS,
    `Invalid params: ${problems.map((p) => p.message).join('; ')}`,
    {
      errors: problems.map(({ field, message }) => ({ field, message })),
    }
  )
}

/** The JSON-RPC error body for an HTTP error raised before a message was read (body parser, limits). */
export function jsonRpcErrorForStatus(status: number, message: string): JsonRpcErrorBody {
  if (status === 400) return jsonRpcError(null, JSONRPC_PARSE_ERROR, `Parse error: ${message}`)
  /* 413: body over the limit; 422: valid JSON that is neither an object nor an array */
  if (status === 413 || status === 422) return jsonRpcError(null, JSONRPC_INVALID_REQUEST, message)
  if (status >= 500) return jsonRpcError(null, JSONRPC_INTERNAL_ERROR, message)
  return jsonRpcError(null, JSONRPC_SERVER_ERROR, message)
}
