/*
| The params of the requests the MCP servers answer, checked against the
| SDK's own request schemas before the SDK sees them: the SDK would answer
| a malformed `params` (e.g. tools/call without `params.name`) with -32603
| Internal error and zod's text; the JSON-RPC answer is -32602 Invalid
| params naming each field.
*/
import { specTypeSchemas } from '@modelcontextprotocol/server'
import { JSONRPC_INVALID_PARAMS, idOf, jsonRpcError, type JsonRpcErrorBody } from '#lib/jsonrpc'

const REQUEST_SCHEMAS = {
  'initialize': specTypeSchemas.InitializeRequest,
  'ping': specTypeSchemas.PingRequest,
  'tools/list': specTypeSchemas.ListToolsRequest,
  'tools/call': specTypeSchemas.CallToolRequest,
  'resources/list': specTypeSchemas.ListResourcesRequest,
  'resources/read': specTypeSchemas.ReadResourceRequest,
  'resources/templates/list': specTypeSchemas.ListResourceTemplatesRequest,
  'prompts/list': specTypeSchemas.ListPromptsRequest,
  'prompts/get': specTypeSchemas.GetPromptRequest,
  'completion/complete': specTypeSchemas.CompleteRequest,
} as const

type PathSegment = PropertyKey | { key: PropertyKey }

const segmentName = (segment: PathSegment) =>
  String(typeof segment === 'object' ? segment.key : segment)

/** -32602 for a request whose params do not fit its method; null when they do (or it is not ours). */
export function invalidParamsOf(message: unknown): JsonRpcErrorBody | null {
  const method = (message as { method?: unknown } | null)?.method
  if (typeof method !== 'string' || !Object.hasOwn(REQUEST_SCHEMAS, method)) return null
  const schema = REQUEST_SCHEMAS[method as keyof typeof REQUEST_SCHEMAS]
  const outcome = schema['~standard'].validate(message)
  if (!outcome.issues) return null
  const errors = outcome.issues.map((issue) => ({
    field:
      (issue.path ?? []).map((segment) => segmentName(segment as PathSegment)).join('.') ||
      'params',
    message: issue.message,
  }))
  return jsonRpcError(
    idOf(message),
    JSONRPC_INVALID_PARAMS,
    `Invalid params for ${method}: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`,
    { errors }
  )
}
