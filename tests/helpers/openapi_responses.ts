/*
| Every /api/v1 response the suite receives through the Japa API client is
| checked against the served /openapi.json (a teardown hook of the client):
| the operation's documented status, headers and body schema; a path with no
| operation must answer the Error shape. A mismatch fails the request, so the
| test that made it fails.
*/
import { ApiClient, type ApiResponse } from '@japa/api-client'
import type { PluginFn } from '@japa/runner/types'
import {
  assertErrorBody,
  assertMatchesOpenApi,
  operationIdOf,
  type ReceivedResponse,
} from '#tests/helpers/openapi'

const API_PREFIX = '/api/v1'

/** One exchange: the request's method and path, and the response received. */
export interface ApiExchange {
  method: string
  path: string
  response: ReceivedResponse
}

/** Asserts that an /api/v1 answer is what /openapi.json documents; other paths pass. */
export async function assertDocumentedAnswer({ method, path, response }: ApiExchange) {
  if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) return
  if (method === 'OPTIONS') return
  const operationId = await operationIdOf(method, path)
  if (operationId) {
    return assertMatchesOpenApi(response, { operationId, head: method === 'HEAD' })
  }
  const status = typeof response.status === 'function' ? response.status() : response.status
  if (status >= 400) await assertErrorBody(response)
}

function exchangeOf(response: ApiResponse): ApiExchange {
  const { method, endpoint } = response.request.config
  return { method: method.toUpperCase(), path: new URL(endpoint, 'http://test').pathname, response }
}

/** The Japa plugin: registers the check for every request of the run. */
export function openApiResponses(): PluginFn {
  return () => {
    ApiClient.teardown((response) => assertDocumentedAnswer(exchangeOf(response)))
  }
}
