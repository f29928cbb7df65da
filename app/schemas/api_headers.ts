/*
| Values of the public REST API's headers that the OpenAPI document states
| (app/http/policies/rest_headers.ts sets them on answers).
*/

/** The major version that serves /api/v1 (the `API-Version` header). */
export const API_VERSION = '1'

/** Reads may be kept by shared caches for about a minute. */
export const READ_CACHE_CONTROL = 'public, max-age=60, s-maxage=60'
