/*
| Reading a JSON request body, only on the routes that take one (contact,
| MCP, A2A): bounded in bytes whether or not a Content-Length is sent
| (chunked bodies count as they arrive), gzip/deflate inflated, decoded as
| strict UTF-8, refused past a nesting depth before it is parsed, parsed
| without prototype pollution (`__proto__`/`constructor` keys removed).
|
| Failures carry the codes the doors map: E_INVALID_JSON (400: not JSON, not
| UTF-8, nested too deep), E_JSON_NOT_STRUCTURED (400: a JSON scalar),
| E_REQUEST_ENTITY_TOO_LARGE (413), E_ENCODING_UNSUPPORTED (415).
*/
import type { IncomingMessage } from 'node:http'
import type { HttpRequest } from '@adonisjs/core/http'
import getRawBody from 'raw-body'
import inflate from 'inflation'
import secureJson from 'secure-json-parse'
import { Exception } from '@adonisjs/core/exceptions'
import { INPUT_LIMITS } from '#lib/input_policy'

export const JSON_CONTENT_TYPES = ['application/json', 'application/*+json']

export class InvalidJsonError extends Exception {
  static status = 400
  static code = 'E_INVALID_JSON'
}

export class JsonNotStructuredError extends Exception {
  static status = 400
  static code = 'E_JSON_NOT_STRUCTURED'
}

export interface JsonBodyLimits {
  bytes: number
  depth: number
}

const DEFAULT_JSON_LIMITS: JsonBodyLimits = {
  bytes: INPUT_LIMITS.jsonBytes,
  depth: INPUT_LIMITS.jsonDepth,
}

interface RawBodyError {
  type?: string
  status?: number
  message?: string
}

/** raw-body's failures as the exceptions AdonisJS's own body parser raises. */
function readFailure(error: RawBodyError) {
  switch (error.type) {
    case 'encoding.unsupported':
      return new Exception('Unsupported Content-Encoding', {
        status: 415,
        code: 'E_ENCODING_UNSUPPORTED',
      })
    case 'entity.too.large':
      return new Exception('The request body is too large', {
        status: 413,
        code: 'E_REQUEST_ENTITY_TOO_LARGE',
      })
    case 'request.aborted':
      return new Exception('The request was aborted', { status: 400, code: 'E_REQUEST_ABORTED' })
    default:
      return error
  }
}

/* A body is read once: a front handler (MCP's replay) may read it before the route does */
const bodiesRead = new WeakMap<IncomingMessage, Promise<Buffer>>()

/**
 * The bytes of the body, at most `limit`, inflated when compressed; read
 * once per request (a second call gets the first call's bytes or failure, so
 * every reader of one request must use the same limit).
 */
function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  let bytes = bodiesRead.get(req)
  if (!bytes) {
    bytes = readRawBodyOnce(req, limit)
    bodiesRead.set(req, bytes)
  }
  return bytes
}

async function readRawBodyOnce(req: IncomingMessage, limit: number): Promise<Buffer> {
  const encoding = req.headers['content-encoding'] ?? 'identity'
  const declared = req.headers['content-length']
  try {
    return await getRawBody(inflate(req), {
      limit,
      length: declared && encoding === 'identity' ? Number(declared) : undefined,
    })
  } catch (error) {
    throw readFailure(error as RawBodyError)
  }
}

/** The deepest nesting of arrays and objects in a JSON text (strings skipped). */
function jsonNestingDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c) index++
      else if (char === 0x22) inString = false
    } else if (char === 0x22) {
      inString = true
    } else if (char === 0x5b || char === 0x7b) {
      deepest = Math.max(deepest, ++depth)
    } else if (char === 0x5d || char === 0x7d) {
      depth--
    }
  }
  return deepest
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** JSON text from bytes: UTF-8 only (RFC 8259), within the depth limit, then parsed. */
function parseJsonBytes(bytes: Buffer, limits: JsonBodyLimits = DEFAULT_JSON_LIMITS) {
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    throw new InvalidJsonError('The request body is not valid UTF-8.')
  }
  if (jsonNestingDepth(text) > limits.depth) {
    throw new InvalidJsonError(
      `The request body is nested deeper than ${limits.depth} levels of arrays and objects.`
    )
  }
  let value: unknown
  try {
    value = secureJson.parse(text, undefined, {
      protoAction: 'remove',
      constructorAction: 'remove',
    })
  } catch {
    throw new InvalidJsonError('The request body is not valid JSON.')
  }
  return { text, value }
}

/** Reads and parses a JSON body; an empty body is `undefined`. */
export async function readJsonBody(
  req: IncomingMessage,
  limits: JsonBodyLimits = DEFAULT_JSON_LIMITS
): Promise<{ text: string; value: unknown }> {
  const bytes = await readRawBody(req, limits.bytes)
  if (bytes.length === 0) return { text: '', value: undefined }
  return parseJsonBytes(bytes, limits)
}

export function isStructured(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}

/**
 * AdonisJS's helpers for uploaded files (`allFiles()`, used by
 * `validateUsing`) expect its body parser to have run. Our body middleware
 * runs only where a route takes a body and no route takes files (yet): they
 * mark the request as read, with no files.
 */
export function markBodyRead(request: HttpRequest) {
  const state = request as unknown as { __raw_files?: object }
  state.__raw_files ??= {}
}

class InvalidMultipartError extends Exception {
  static status = 400
  static code = 'E_INVALID_MULTIPART'
}

/**
 * The bytes of a `multipart/form-data` body (at most `limit`) and its content
 * type, unparsed: the events import opens it in its worker, since undici's
 * parser holds the event loop for the whole body (about 0.2 s for 10 MB).
 */
export async function readMultipartBytes(req: IncomingMessage, limit: number) {
  const contentType = req.headers['content-type'] ?? ''
  if (!/^multipart\/form-data;/i.test(contentType)) {
    throw new InvalidMultipartError('Send the file as multipart/form-data.')
  }
  return { bytes: await readRawBody(req, limit), contentType }
}

/**
 * A `multipart/form-data` body, read into memory (at most `limit` bytes) and
 * parsed by the platform's own multipart parser (undici's
 * `Response.formData()`): nothing is written to a temp directory.
 */
export async function readMultipartBody(req: IncomingMessage, limit: number): Promise<FormData> {
  const { bytes, contentType } = await readMultipartBytes(req, limit)
  try {
    /* raw-body's Buffer sits on a plain ArrayBuffer (what BodyInit's types ask for) */
    const body = bytes as Uint8Array<ArrayBuffer>
    return await new Response(body, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw new InvalidMultipartError('The multipart body could not be read.')
  }
}

export type UploadedFile = Buffer & { fileName: string }

/** The file a multipart field holds; null when it holds none (or an empty one). */
export async function uploadedFile(form: FormData, field: string): Promise<UploadedFile | null> {
  const file = form.get(field)
  if (!(file instanceof Blob) || file.size === 0) return null
  return Object.assign(Buffer.from(await file.arrayBuffer()), {
    fileName: file instanceof File ? file.name : '',
  })
}

/** The text fields of a multipart body (files left out). */
function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {}
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value
  })
  return fields
}

/**
 * One file field of a `multipart/form-data` body and its text fields (the
 * media library's uploads, with alt text and credit); `file` is null when the
 * field holds no file.
 */
export async function readMultipartForm(
  req: IncomingMessage,
  field: string,
  limit: number
): Promise<{ file: UploadedFile | null; fields: Record<string, string> }> {
  const form = await readMultipartBody(req, limit)
  return { file: await uploadedFile(form, field), fields: textFields(form) }
}
