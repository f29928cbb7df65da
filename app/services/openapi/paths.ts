import { inputJsonSchema } from '#schemas/json_schema'
import { CONTACT_OPERATION } from '#services/openapi/contact_operation'
import { REST_OPERATIONS, type RestOperation } from '#services/openapi/operations'
import {
  ERROR_RESPONSES,
  HEADERS,
  NOT_MODIFIED_HEADERS,
  READ_SUCCESS_HEADERS,
  headerSet,
} from '#services/openapi/components'
import { schemaRef } from '#services/openapi/schema_ref'

type JsonObject = Record<string, unknown>

const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` })

/** What names and describes an operation (every operation is public: no security). */
function operationHeading(operation: {
  operationId: string
  tag: string
  summary: string
  description: string
}) {
  const { operationId, tag, summary, description } = operation
  return { operationId, tags: [tag], summary, description, security: [] }
}

/** One query parameter per property of the operation's VineJS schema. */
function queryParameters(operation: RestOperation): JsonObject[] {
  if (!operation.query) return []
  const { properties, required } = inputJsonSchema(operation.query, 'query') as {
    properties: Record<string, JsonObject>
    required?: string[]
  }
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...schema } = property
    return {
      name,
      in: 'query',
      required: required?.includes(name) ?? false,
      description,
      schema,
    }
  })
}

function pathParameters(operation: RestOperation): JsonObject[] {
  if (!operation.pathParameter) return []
  const { name, description, example, pattern } = operation.pathParameter
  const schema = { type: 'string', ...(pattern ? { pattern } : {}) }
  return [{ name, in: 'path', required: true, description, schema, example }]
}

function readOperation(operation: RestOperation): JsonObject {
  const responses: JsonObject = {
    200: {
      description: 'OK',
      headers: READ_SUCCESS_HEADERS,
      content: {
        [operation.mediaType ?? 'application/json']: { schema: schemaRef(operation.response) },
      },
    },
    304: {
      description: 'Not Modified: If-None-Match matched the ETag',
      headers: NOT_MODIFIED_HEADERS,
    },
  }
  /* a query parameter, or a path segment the input policy refuses */
  if (operation.query || operation.pathParameter) responses[400] = errorRef('BadRequest')
  if (operation.lookup) responses[404] = errorRef('NotFound')
  if (operation.tokenExpires) responses[410] = errorRef('ResyncRequired')
  Object.assign(responses, {
    405: errorRef('MethodNotAllowed'),
    429: errorRef('RateLimited'),
    500: errorRef('InternalError'),
    503: errorRef('ServiceUnavailable'),
  })
  return {
    ...operationHeading(operation),
    parameters: [...pathParameters(operation), ...queryParameters(operation)],
    responses,
  }
}

/**
 * The HEAD twin of a read: every GET route also answers HEAD (the router
 * registers both), with the GET's status and headers and no body.
 */
function headOperation(get: JsonObject, operation: RestOperation): JsonObject {
  const responses = Object.fromEntries(
    Object.entries(get.responses as Record<string, JsonObject>).map(([status, response]) => {
      const name = typeof response.$ref === 'string' ? response.$ref.split('/').pop()! : null
      const { content, ...withoutBody } = name ? ERROR_RESPONSES[name] : response
      void content
      return [status, withoutBody]
    })
  )
  return {
    ...get,
    operationId: `${operation.operationId}Head`,
    summary: `Headers of ${operation.operationId} (HEAD: the same status and headers, no body)`,
    description: `HEAD ${operation.path}: what GET answers (status, ETag, Cache-Control, rate-limit headers; \`If-None-Match\` gives 304), without the body. Error statuses send no body either.`,
    responses,
  }
}

const CONTACT_FAILURES: Record<number, string> = {
  400: 'Missing or invalid fields (validation_failed, with `errors`: also text the input policy refuses, e.g. a NUL character), a body that is not JSON, not UTF-8 or nested deeper than 32 levels (invalid_json), or a bad Idempotency-Key',
  403: 'forbidden_origin: a browser page on another site',
  404: 'not_found',
  405: 'method_not_allowed: only POST',
  409: 'idempotency_key_in_use: a request with the same key is still being processed',
  413: 'payload_too_large: the body is over 64 kB (with or without Content-Length)',
  415: 'unsupported_encoding (Content-Encoding other than gzip/deflate) or unsupported_media_type (a multipart body)',
  422: 'idempotency_key_reused: the key was used with a different body',
  429: 'rate_limited: retry after Retry-After seconds',
  500: 'internal_error',
  502: 'send_failed: the SMTP server refused, was unreachable or did not finish within 30 s; the message stays stored and the Idempotency-Key is freed',
  503: 'not_configured: sending is not configured on this server; service_unavailable: the database cannot be reached for a moment (Retry-After)',
}

const RATE_LIMITED_HEADERS = [
  'Retry-After',
  'RateLimit',
  'RateLimit-Policy',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
]

function contactOperation(): JsonObject {
  const errorBody = { 'application/json': { schema: schemaRef(CONTACT_OPERATION.error) } }
  const errors = Object.fromEntries(
    CONTACT_OPERATION.errorStatuses.map((status) => [
      status,
      {
        description: CONTACT_FAILURES[status] ?? 'Failure; see `code`',
        headers:
          status === 429
            ? headerSet(RATE_LIMITED_HEADERS)
            : status === 503
              ? headerSet(['Retry-After'], [])
              : {},
        content: errorBody,
      },
    ])
  )
  return {
    ...operationHeading(CONTACT_OPERATION),
    parameters: [
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'A fresh unique value per message, such as a UUID',
        schema: HEADERS['Idempotency-Key'].schema,
      },
    ],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ContactMessage' } } },
    },
    responses: {
      200: {
        description: 'Sent (or, with dry_run, validated and not sent)',
        headers: headerSet(['Idempotency-Key', 'Idempotent-Replayed'], []),
        content: { 'application/json': { schema: schemaRef(CONTACT_OPERATION.success) } },
      },
      ...errors,
    },
  }
}

/** The request body of sendMessage, from the contact door's VineJS validator. */
export function contactMessageSchema(): JsonObject {
  return inputJsonSchema(CONTACT_OPERATION.body, 'json')
}

/** `paths` of the document: the REST reads (GET and HEAD) from the one list, then sendMessage. */
export function openApiPaths(): JsonObject {
  const paths: Record<string, JsonObject> = {}
  for (const operation of REST_OPERATIONS as readonly RestOperation[]) {
    const get = readOperation(operation)
    paths[operation.path] = { get, head: headOperation(get, operation) }
  }
  paths[CONTACT_OPERATION.path] = { post: contactOperation() }
  return paths
}
