/*
| The params of the requests the MCP servers answer, checked against the
| SDK's own request schemas before the SDK sees them: the SDK would answer
| a malformed `params` (e.g. tools/call without `params.name`) with -32603
| Internal error and zod's text; the JSON-RPC answer is -32602 Invalid
| params naming each field.
*/
import type { z } from 'zod'
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js'
import {
  JSONRPC_INVALID_PARAMS,
  idOf,
  jsonRpcError,
  type JsonRpcErrorBody,
} from '#mcp/http/jsonrpc'

const REQUEST_SCHEMAS: Record<string, z.ZodType> = {
  'initialize': InitializeRequestSchema,
  'ping': PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
  'resources/list': ListResourcesRequestSchema,
  'resources/read': ReadResourceRequestSchema,
  'resources/templates/list': ListResourceTemplatesRequestSchema,
}

/** -32602 for a request whose params do not fit its method; null when they do (or it is not ours). */
export function invalidParamsOf(message: unknown): JsonRpcErrorBody | null {
  const method = (message as { method?: unknown } | null)?.method
  if (typeof method !== 'string' || !Object.hasOwn(REQUEST_SCHEMAS, method)) return null
  const parsed = REQUEST_SCHEMAS[method].safeParse(message)
  if (parsed.success) return null
  const errors = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'params',
    message: issue.message,
  }))
  return jsonRpcError(
    idOf(message),
    JSONRPC_INVALID_PARAMS,
    `Invalid params for ${method}: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`,
    { errors }
  )
}
