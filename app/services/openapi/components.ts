import { READ_CACHE_CONTROL } from '#schemas/api_headers'
import { RestErrorSchema } from '#schemas/error'
import { schemaRef } from '#services/openapi/schema_ref'

/*
| Reusable headers and error responses of /openapi.json.
*/

type JsonObject = Record<string, unknown>

const header = (description: string, schema: JsonObject, example?: unknown): JsonObject => ({
  description,
  schema,
  ...(example === undefined ? {} : { example }),
})

export const HEADERS: Record<string, JsonObject> = {
  'RateLimit': header(
    'Current window: limit, remaining points and seconds until the window resets (a request costs its weight in points: see Rate limits in the description)',
    { type: 'string' },
    'limit=120, remaining=119, reset=60'
  ),
  'RateLimit-Policy': header(
    'The policy: points per window of w seconds',
    { type: 'string' },
    '120;w=60'
  ),
  'X-RateLimit-Limit': header(
    'Points allowed per window (one per request, more for weighted reads)',
    { type: 'integer', minimum: 1 },
    120
  ),
  'X-RateLimit-Remaining': header(
    'Points left in the current window',
    { type: 'integer', minimum: 0 },
    119
  ),
  'X-RateLimit-Reset': header(
    'Unix time (seconds) when the window resets',
    { type: 'integer' },
    1767225600
  ),
  'Retry-After': header('Seconds to wait before retrying', { type: 'integer', minimum: 1 }, 30),
  'X-Request-Id': header(
    "The id of this request in the service logs: the client's own X-Request-Id when it is 1-128 characters of A-Z a-z 0-9 . _ : @ / + = -, else a generated one",
    { type: 'string', maxLength: 128 }
  ),
  'API-Version': header('The major version that served the request', {
    type: 'string',
    const: '1',
  }),
  'Cache-Control': header(
    'Shared caches may keep the answer about a minute',
    { type: 'string' },
    READ_CACHE_CONTROL
  ),
  'ETag': header(
    'Strong validator of the body; send it back as If-None-Match to get 304',
    { type: 'string' },
    '"2f1-6JzGqN1bZr0n6cVq3b8n4bKf0zE"'
  ),
  'Access-Control-Allow-Origin': header('Reads are open to any origin', {
    type: 'string',
    const: '*',
  }),
  'Allow': header('Methods the path accepts', { type: 'string' }, 'GET, HEAD, OPTIONS'),
  'Idempotency-Key': header('Echo of the request header', { type: 'string', maxLength: 200 }),
  'Idempotent-Replayed': header('"true" when the answer is a stored replay', {
    type: 'string',
    enum: ['true', 'false'],
  }),
}

const RATE_LIMIT_NAMES = [
  'RateLimit',
  'RateLimit-Policy',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
]

/** Header objects by name (inline, with `required` for the ones always present). */
export function headerSet(names: string[], required: string[] = names): JsonObject {
  return Object.fromEntries(
    names.map((name) => [name, { ...HEADERS[name], required: required.includes(name) }])
  )
}

/** Headers of every successful read. */
export const READ_SUCCESS_HEADERS = headerSet(
  [
    ...RATE_LIMIT_NAMES,
    'API-Version',
    'Cache-Control',
    'ETag',
    'Access-Control-Allow-Origin',
    'X-Request-Id',
  ],
  [...RATE_LIMIT_NAMES, 'API-Version', 'Cache-Control', 'ETag', 'Access-Control-Allow-Origin']
)

export const NOT_MODIFIED_HEADERS = headerSet([
  ...RATE_LIMIT_NAMES,
  'API-Version',
  'Cache-Control',
  'ETag',
])

/* Errors carry the rate-limit headers whenever the limiter ran before the failure */
const errorHeaders = (extraRequired: string[] = []) =>
  headerSet(
    [...RATE_LIMIT_NAMES, ...extraRequired, 'API-Version', 'Access-Control-Allow-Origin'],
    [...extraRequired, 'API-Version', 'Access-Control-Allow-Origin']
  )

const errorResponse = (description: string, headers: JsonObject): JsonObject => ({
  description,
  headers,
  content: { 'application/json': { schema: schemaRef(RestErrorSchema) } },
})

export const ERROR_RESPONSES: Record<string, JsonObject> = {
  BadRequest: errorResponse(
    'bad_request: a parameter has an invalid value; `details` names each parameter and why',
    errorHeaders()
  ),
  NotFound: errorResponse('not_found: no such item (or no such path)', errorHeaders()),
  MethodNotAllowed: errorResponse(
    'method_not_allowed: the path only answers GET, HEAD and OPTIONS',
    errorHeaders(['Allow'])
  ),
  RateLimited: errorResponse(
    'rate_limited: too many requests from this client in the current window',
    headerSet(
      [...RATE_LIMIT_NAMES, 'Retry-After', 'API-Version', 'Access-Control-Allow-Origin'],
      [...RATE_LIMIT_NAMES, 'Retry-After', 'API-Version', 'Access-Control-Allow-Origin']
    )
  ),
  ResyncRequired: errorResponse(
    'resync_required: the change-feed token is older than the change log keeps; read the full lists again and take a fresh token',
    errorHeaders()
  ),
  InternalError: errorResponse('internal_error: something failed on our side', errorHeaders()),
  ServiceUnavailable: errorResponse(
    'service_unavailable: the database cannot be reached for a moment (answered within about 2 s, never a hang); retry after Retry-After seconds',
    headerSet(
      [...RATE_LIMIT_NAMES, 'Retry-After', 'API-Version', 'Access-Control-Allow-Origin'],
      ['Retry-After', 'API-Version', 'Access-Control-Allow-Origin']
    )
  ),
}
