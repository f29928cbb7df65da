/*
| Headers of the public REST API (/api/v1), named once: the middleware sets
| them, the exception handler repeats them on errors, and the OpenAPI
| document describes them.
*/
import { API_VERSION } from '#schemas/api_headers'

/** Methods every read path answers (HEAD and OPTIONS included). */
export const READ_METHODS = 'GET, HEAD, OPTIONS'

export const RATE_LIMIT_HEADER_NAMES = [
  'RateLimit',
  'RateLimit-Policy',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
] as const

/** What scripts on other sites may read from a response. */
const EXPOSED_HEADERS = [
  'API-Version',
  'ETag',
  ...RATE_LIMIT_HEADER_NAMES,
  'Deprecation',
  'Sunset',
  'Link',
]

/** Reads are public: any origin, no credentials. */
const READ_CORS_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(', '),
})

export function readCorsHeaders(): Readonly<Record<string, string>> {
  return READ_CORS_HEADERS
}

/** Headers every REST error carries besides its status-specific ones. */
export function restErrorHeaders(): Record<string, string> {
  return { 'API-Version': API_VERSION, 'Cache-Control': 'no-store', ...readCorsHeaders() }
}
