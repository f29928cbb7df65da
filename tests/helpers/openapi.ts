/*
| Checks real responses against the served /openapi.json: the status must be
| documented for the operation, every required header present and valid, and
| the body valid against the response schema (ajv, JSON Schema 2020-12).
|
|   const response = await client.get('/api/v1/cities')
|   await assertMatchesOpenApi(response, { operationId: 'searchCities' })
*/
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsPlugin from 'ajv-formats'
import { AssertionError } from 'node:assert'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

type JsonObject = Record<string, any>

/** A Japa API response, or the parts of any other response (e.g. fetch + parsed body). */
export type ReceivedResponse =
  | { status(): number; headers(): Record<string, unknown>; body(): unknown; text(): string }
  | { status: number; headers: Headers | Record<string, unknown>; body?: unknown }

interface Received {
  status: number
  headers: Map<string, string>
  body: unknown
  hasBody: boolean
}

const DOCUMENT_ID = 'https://openapi.test/openapi.json'
const addFormats = addFormatsPlugin as unknown as (ajv: Ajv2020) => Ajv2020

let loaded: Promise<{ document: JsonObject; ajv: Ajv2020 }> | null = null

async function load() {
  const response = await fetch(`${TEST_SERVER_URL}/openapi.json`)
  if (response.status !== 200) throw new Error(`GET /openapi.json answered ${response.status}`)
  const document = (await response.json()) as JsonObject
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true })
  addFormats(ajv)
  /* Only the components are a schema; `$ref`s inside point at #/components/schemas/... */
  ajv.addKeyword('components')
  ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: document.components.schemas } })
  return { document, ajv }
}

/** The served /openapi.json (fetched once per run). */
export function openApiDocument(): Promise<JsonObject> {
  loaded ??= load()
  return loaded.then(({ document }) => document)
}

function normalize(response: ReceivedResponse): Received {
  if (typeof response.status === 'function') {
    const japa = response as Extract<ReceivedResponse, { text(): string }>
    const headers = new Map(
      Object.entries(japa.headers()).map(([name, value]) => [name.toLowerCase(), String(value)])
    )
    /* a HEAD answer has no text at all (undefined) */
    const hasBody = (japa.text() ?? '') !== ''
    return { status: japa.status(), headers, body: japa.body(), hasBody }
  }
  const plain = response as Extract<ReceivedResponse, { status: number }>
  const headers = new Map<string, string>()
  if (plain.headers instanceof Headers) {
    plain.headers.forEach((value, name) => headers.set(name.toLowerCase(), value))
  } else {
    for (const [name, value] of Object.entries(plain.headers)) {
      headers.set(name.toLowerCase(), String(value))
    }
  }
  return { status: plain.status, headers, body: plain.body, hasBody: plain.body !== undefined }
}

function findOperation(document: JsonObject, operationId: string): JsonObject {
  for (const pathItem of Object.values<JsonObject>(document.paths)) {
    for (const operation of Object.values<JsonObject>(pathItem)) {
      if (operation?.operationId === operationId) return operation
    }
  }
  throw new AssertionError({ message: `No operation "${operationId}" in /openapi.json` })
}

function resolve(document: JsonObject, value: JsonObject): JsonObject {
  if (typeof value?.$ref !== 'string') return value
  const path = value.$ref.replace(/^#\//, '').split('/')
  return path.reduce((node: JsonObject, key: string) => node[key.replace(/~1/g, '/')], document)
}

function fail(message: string, received: Received): never {
  throw new AssertionError({
    message: `${message}\nstatus ${received.status}, body: ${JSON.stringify(received.body)?.slice(0, 500)}`,
  })
}

const compiled = new Map<string, ValidateFunction>()

/** A validator for one schema of the document, compiled once. */
function validatorFor(ajv: Ajv2020, schema: JsonObject): ValidateFunction {
  const key = JSON.stringify(schema)
  let validate = compiled.get(key)
  if (!validate) {
    const rebased = typeof schema.$ref === 'string' ? { $ref: DOCUMENT_ID + schema.$ref } : schema
    validate = ajv.compile({ $id: `${DOCUMENT_ID}/check/${compiled.size}`, ...rebased })
    compiled.set(key, validate)
  }
  return validate
}

function checkHeaders(ajv: Ajv2020, headers: JsonObject, received: Received) {
  for (const [name, header] of Object.entries<JsonObject>(headers)) {
    const value = received.headers.get(name.toLowerCase())
    if (value === undefined) {
      if (header.required) fail(`Missing header ${name}`, received)
      continue
    }
    const typed = header.schema?.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value
    const validate = validatorFor(ajv, header.schema ?? {})
    if (!validate(typed)) {
      fail(`Header ${name}: "${value}" ${ajv.errorsText(validate.errors)}`, received)
    }
  }
}

/**
 * Asserts that a response is what /openapi.json documents for `operationId`
 * at `status` (default: the response's own status).
 */
export async function assertMatchesOpenApi(
  response: ReceivedResponse,
  options: { operationId: string; status?: number; head?: boolean }
): Promise<void> {
  await openApiDocument()
  const { document, ajv } = await loaded!
  const received = normalize(response)
  if (options.status !== undefined && received.status !== options.status) {
    fail(`Expected status ${options.status}`, received)
  }
  const operation = findOperation(document, options.operationId)
  const documented = operation.responses[String(received.status)]
  if (!documented)
    fail(`Status ${received.status} of ${options.operationId} is not documented`, received)
  const spec = resolve(document, documented)
  checkHeaders(ajv, spec.headers ?? {}, received)
  if (spec.content?.['text/calendar']) {
    const contentType = received.headers.get('content-type') ?? ''
    if (!contentType.startsWith('text/calendar')) {
      fail(`Content-Type "${contentType}" is not text/calendar`, received)
    }
    return
  }
  const schema = spec.content?.['application/json']?.schema
  if (!schema) {
    if (received.hasBody) fail('A body was sent where the document has none', received)
    return
  }
  const contentType = received.headers.get('content-type') ?? ''
  if (!contentType.startsWith('application/json')) {
    fail(`Content-Type "${contentType}" is not application/json`, received)
  }
  if (options.head) {
    if (received.hasBody) fail('A HEAD response has a body', received)
    return
  }
  const validate = validatorFor(ajv, schema)
  if (!validate(received.body)) {
    fail(
      `Body does not match ${options.operationId} ${received.status}: ${ajv.errorsText(validate.errors)}`,
      received
    )
  }
}

/** A path template of the document as a pattern ("/api/v1/events/{id}" matches one segment). */
function templatePattern(template: string): RegExp {
  const parts = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${parts.join('[^/]+')}$`)
}

/** Literal characters of a template: the more, the more specific ("{id}.ics" before "{id}"). */
const literalLength = (template: string) => template.replace(/\{[^}]+\}/g, '').length

/** The operationId /openapi.json gives `method` on `path` (HEAD: its own operation, else GET's), or null. */
export async function operationIdOf(method: string, path: string): Promise<string | null> {
  const document = await openApiDocument()
  const templates = Object.keys(document.paths).sort((a, b) => literalLength(b) - literalLength(a))
  const template = templates.find((candidate) => templatePattern(candidate).test(path))
  if (!template) return null
  const pathItem = document.paths[template]
  const operation = pathItem[method === 'HEAD' ? 'get' : method.toLowerCase()] ?? pathItem.get
  return operation?.operationId ?? null
}

/** Asserts that an error body is the document's Error shape (paths with no operation). */
export async function assertErrorBody(response: ReceivedResponse): Promise<void> {
  await openApiDocument()
  const { ajv } = await loaded!
  const received = normalize(response)
  const validate = validatorFor(ajv, { $ref: '#/components/schemas/Error' })
  if (!validate(received.body)) {
    fail(`Error body does not match Error: ${ajv.errorsText(validate.errors)}`, received)
  }
}
