/*
| Serves one MCP server over Streamable HTTP inside an Adonis route: the
| checks the SDK leaves to the app (Host, Origin for writes, batches, rate
| limits), then the SDK (v2). Requests of protocol 2026-07-28 go to its
| createMcpHandler (strict, `legacy: 'reject'`); 2025-era requests
| (2025-11-25 back to 2024-10-07, recognised by its isLegacyRequest) to its
| stateless Streamable HTTP transport with JSON answers — the split the SDK
| documents, because its built-in legacy fallback answers in SSE. A fresh
| server per request either way; the Response is copied back. Used by /mcp
| and /mcp/docs.
|
| Batches: each message counts against the `mcp` limit. A `tools/call` of a
| write tool inside a batch is refused on its own (JSON-RPC error -32600 in
| that message's slot); the other messages of the batch are still answered.
*/
import type { HttpContext } from '@adonisjs/core/http'
import {
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  isLegacyRequest,
} from '@modelcontextprotocol/server'
import type { McpHttpHandler, Server } from '@modelcontextprotocol/server'
import logger from '@adonisjs/core/services/logger'
import { isCrossSiteRequest } from '#http/policies/origin_policy'
import { consumeRateLimit, rateLimitHeaders } from '#services/rate_limit_service'
import { consumeRequestRateLimit } from '#http/front/rate_limit'
import type { RateLimitState } from '#services/rate_limit_service'
import {
  JSONRPC_INVALID_REQUEST,
  JSONRPC_PARSE_ERROR,
  JSONRPC_SERVER_ERROR,
  calledToolName,
  expectsAnswer,
  idOf,
  jsonRpcError,
  invalidInput,
  type JsonRpcErrorBody,
  type ParsedBody,
} from '#lib/jsonrpc'
import { acceptsMcpResponses, isAllowedHost } from '#mcp/http/request_guards'
import { isJsonContentType } from '#http/front/plain_post'
import { invalidParamsOf } from '#mcp/http/request_params'
import { problemsInValue } from '#lib/input_policy'
import { InvalidJsonError, isStructured, readJsonBody } from '#http/bodies/request_body'
import { RETRY_AFTER_SECONDS } from '#lib/service_unavailable'
import { SERVICE_UNAVAILABLE } from '#mcp/server/protocol_errors'
import { readCache } from '#services/read_cache/catalog_cache'
import { answerBytes, keepToolAnswer, toolAnswersAt, toolCallKey } from '#mcp/http/tool_answer_memo'
import { offerToolAnswer } from '#mcp/http/tool_call_replay'
import { messageWeight } from '#services/request_weight'
import { PUBLIC_MESSAGES } from '#schemas/public_messages'
import ServiceBusyException from '#exceptions/service_busy_exception'
import { heavyMessagesOf } from '#services/admission/heavy_work'
import { admit } from '#services/admission/admission_gate'
import { clientOf } from '#lib/client_key'

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

export interface ServeMcpOptions {
  /** A new server per request (stateless: a server serves one POST, in either era). */
  createServer: () => Server
  /** Tools that change data or reach people: no batches, no cross-site pages, `mcpWrite` limit. */
  writeTools?: readonly string[]
}

/** The MCP door's wording of its refusals (#schemas/public_messages). */
const MESSAGES = {
  forbiddenHost: PUBLIC_MESSAGES.forbidden_host.mcp,
  methodNotAllowed: PUBLIC_MESSAGES.method_not_allowed.mcp,
  notAcceptable: PUBLIC_MESSAGES.not_acceptable.mcp,
  unsupportedMediaType: PUBLIC_MESSAGES.unsupported_media_type.mcp,
  parseError: PUBLIC_MESSAGES.invalid_json.mcp,
  invalidRequest: PUBLIC_MESSAGES.invalid_request.mcp,
  forbiddenOrigin: PUBLIC_MESSAGES.forbidden_origin.mcp,
  writeInBatch: PUBLIC_MESSAGES.write_in_batch.mcp,
  rateLimited: PUBLIC_MESSAGES.rate_limited.mcp,
  writeRateLimited: PUBLIC_MESSAGES.write_rate_limited.mcp,
  serviceUnavailable: PUBLIC_MESSAGES.service_unavailable.mcp,
}

type Reply = { status: number; body: JsonRpcErrorBody | JsonRpcErrorBody[] | null }

function send(ctx: HttpContext, reply: Reply) {
  ctx.response.status(reply.status)
  if (reply.body === null) return ctx.response.send('')
  return ctx.response.json(reply.body)
}

function setHeaders(ctx: HttpContext, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) ctx.response.header(name, value)
}

function refusal(id: JsonRpcErrorBody['id'], message: string, code: string): JsonRpcErrorBody {
  return jsonRpcError(id, JSONRPC_SERVER_ERROR, message, { code })
}

function rateLimitedReply(
  ctx: HttpContext,
  state: RateLimitState,
  id: JsonRpcErrorBody['id'],
  message: string
): Reply {
  setHeaders(ctx, rateLimitHeaders(state))
  const body = jsonRpcError(id, JSONRPC_SERVER_ERROR, message, {
    code: 'rate_limited',
    retry_after: state.resetIn,
  })
  return { status: 429, body }
}

/** A web-standard Request carrying the original headers (the body goes as parsedBody). */
function webRequestOf(ctx: HttpContext): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(ctx.request.headers())) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const url = new URL(ctx.request.url(true), `http://${ctx.request.header('host')}`)
  return new Request(url, { method: 'POST', headers })
}

const handlers = new WeakMap<ServeMcpOptions['createServer'], McpHttpHandler>()

/** One 2026-era SDK handler per server factory; JSON answers (nothing is streamed). */
function modernHandlerFor(createServer: ServeMcpOptions['createServer']): McpHttpHandler {
  let handler = handlers.get(createServer)
  if (!handler) {
    handler = createMcpHandler(() => createServer(), {
      legacy: 'reject',
      responseMode: 'json',
      onerror: (error) => logger.error({ err: error }, 'MCP handler error'),
    })
    handlers.set(createServer, handler)
  }
  return handler
}

/** A 2025-era request: a fresh server and stateless transport, JSON answers. */
async function serveLegacy(
  createServer: ServeMcpOptions['createServer'],
  request: Request,
  body: unknown
) {
  const server = createServer()
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  })
  try {
    await server.connect(transport)
    const response = await transport.handleRequest(request, { parsedBody: body })
    const text = response.status === 202 ? '' : await response.text()
    return { response, text }
  } finally {
    await server.close()
  }
}

/**
 * The SDK's answer; heavy tool calls (#services/admission/heavy_work) wait
 * for their turn in the process's admission gate, and a full queue is a 503
 * with Retry-After, in the JSON-RPC shape of an unreachable database.
 */
async function handleWithSdk(ctx: HttpContext, options: ServeMcpOptions, body: unknown) {
  const work = heavyMessagesOf(body)
  if (!work) return askSdk(ctx, options, body)
  try {
    return await admit(work, () => askSdk(ctx, options, body))
  } catch (error) {
    if (!(error instanceof ServiceBusyException)) throw error
    return busyAnswer(body)
  }
}

function busyAnswer(body: unknown) {
  const id = Array.isArray(body) ? null : idOf(body)
  const text = JSON.stringify(
    jsonRpcError(id, JSONRPC_SERVER_ERROR, MESSAGES.serviceUnavailable, {
      code: SERVICE_UNAVAILABLE,
      retry_after: RETRY_AFTER_SECONDS,
    })
  )
  const headers = { 'content-type': 'application/json', 'retry-after': String(RETRY_AFTER_SECONDS) }
  return { response: new Response(text, { status: 503, headers }), text }
}

async function askSdk(ctx: HttpContext, options: ServeMcpOptions, body: unknown) {
  const request = webRequestOf(ctx)
  if (await isLegacyRequest(request, body)) return serveLegacy(options.createServer, request, body)
  const response = await modernHandlerFor(options.createServer).fetch(request, { parsedBody: body })
  const text = response.status === 202 ? '' : await response.text()
  return { response, text }
}

/** True when an answer reports the database as unreachable (see serviceUnavailable()). */
function reportsUnavailable(answers: unknown): boolean {
  const list = Array.isArray(answers) ? answers : [answers]
  return list.some(
    (answer) => (answer as JsonRpcErrorBody | null)?.error?.data?.code === SERVICE_UNAVAILABLE
  )
}

/** While the database is unreachable the HTTP answer is a 503 with Retry-After, as on every door. */
function statusFor(ctx: HttpContext, status: number, answers: unknown): number {
  if (status !== 200 || !reportsUnavailable(answers)) return status
  ctx.response.header('Retry-After', String(RETRY_AFTER_SECONDS))
  return 503
}

function parseAnswers(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

function copyResponse(ctx: HttpContext, response: Response, text: string) {
  ctx.response.status(statusFor(ctx, response.status, parseAnswers(text)))
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') ctx.response.header(name, value)
  })
  return ctx.response.send(text)
}

/** Answers from the SDK plus the refusals of write calls taken out of a batch. */
function mergeBatchAnswers(
  ctx: HttpContext,
  sdk: { response: Response; text: string } | null,
  refused: JsonRpcErrorBody[]
) {
  if (sdk && sdk.response.status !== 200 && sdk.response.status !== 202) {
    return copyResponse(ctx, sdk.response, sdk.text)
  }
  const answered = sdk?.text ? JSON.parse(sdk.text) : []
  const answers = [...(Array.isArray(answered) ? answered : [answered]), ...refused]
  if (answers.length === 0) return send(ctx, { status: 202, body: null })
  return send(ctx, { status: statusFor(ctx, 200, answers), body: answers })
}

/** Checks of a single (non-batch) write-tool call: origin, then the write limit. */
async function guardWriteCall(ctx: HttpContext, message: unknown): Promise<Reply | undefined> {
  const signals = {
    origin: ctx.request.header('origin'),
    secFetchSite: ctx.request.header('sec-fetch-site'),
  }
  if (isCrossSiteRequest(signals)) {
    return {
      status: 403,
      body: refusal(idOf(message), MESSAGES.forbiddenOrigin, 'forbidden_origin'),
    }
  }
  const state = await consumeRateLimit('mcpWrite', clientOf(ctx.request))
  if (!state.allowed) return rateLimitedReply(ctx, state, idOf(message), MESSAGES.writeRateLimited)
  return undefined
}

/** Checks that need no body: Host, method, headers. */
function guardHttp(ctx: HttpContext): Reply | undefined {
  const { request } = ctx
  if (!isAllowedHost(request.header('host'))) {
    return { status: 403, body: refusal(null, MESSAGES.forbiddenHost, 'forbidden_host') }
  }
  if (request.method() !== 'POST') {
    ctx.response.header('Allow', 'POST')
    return { status: 405, body: refusal(null, MESSAGES.methodNotAllowed, 'method_not_allowed') }
  }
  return undefined
}

function guardContent(ctx: HttpContext): Reply | undefined {
  if (!acceptsMcpResponses(ctx.request.header('accept'))) {
    return { status: 406, body: refusal(null, MESSAGES.notAcceptable, 'not_acceptable') }
  }
  if (!isJsonContentType(ctx.request.header('content-type'))) {
    return {
      status: 415,
      body: refusal(null, MESSAGES.unsupportedMediaType, 'unsupported_media_type'),
    }
  }
  return undefined
}

/** The body as JSON-RPC messages; a parse failure is reported after the rate limit. */
async function readMessages(ctx: HttpContext): Promise<ParsedBody> {
  try {
    const { value } = await readJsonBody(ctx.request.request)
    return value === undefined ? { ok: false, message: MESSAGES.parseError } : { ok: true, value }
  } catch (error) {
    if (error instanceof InvalidJsonError) {
      return { ok: false, message: `Parse error: ${error.message}` }
    }
    throw error
  }
}

/** A message refused on its own, answered in its slot: input policy, params, then writes in a batch. */
function refusalOf(message: unknown, inBatch: boolean, isWriteCall: (m: unknown) => boolean) {
  const problems = problemsInValue(message)
  if (problems.length) return invalidInput(idOf(message), problems)
  const invalidParams = invalidParamsOf(message)
  if (invalidParams) return invalidParams
  if (inBatch && isWriteCall(message)) {
    return jsonRpcError(idOf(message), JSONRPC_INVALID_REQUEST, MESSAGES.writeInBatch)
  }
  return null
}

/**
 * Handles one HTTP request to an MCP endpoint (route it for every method).
 * GET and DELETE get 405 with `Allow: POST`: no sessions, no standalone streams.
 */
export async function serveMcp(ctx: HttpContext, options: ServeMcpOptions) {
  const early = guardHttp(ctx) ?? guardContent(ctx)
  if (early) return send(ctx, early)

  const parsed = await readMessages(ctx)
  const isBatch = parsed.ok && Array.isArray(parsed.value)
  const messages: unknown[] =
    parsed.ok && isBatch ? (parsed.value as unknown[]) : [parsed.ok ? parsed.value : null]

  /* each message by its weight (a tool call by its tool and arguments) */
  const points = Math.max(1, sum(messages.map(messageWeight)))
  const client = clientOf(ctx.request)
  const state = await consumeRequestRateLimit(ctx.request.request, 'mcp', client, points)
  setHeaders(ctx, rateLimitHeaders(state))
  if (!state.allowed) return send(ctx, rateLimitedReply(ctx, state, null, MESSAGES.rateLimited))
  if (!parsed.ok) {
    return send(ctx, { status: 400, body: jsonRpcError(null, JSONRPC_PARSE_ERROR, parsed.message) })
  }
  if (!isStructured(parsed.value) || (isBatch && messages.length === 0)) {
    return send(ctx, {
      status: 400,
      body: jsonRpcError(null, JSONRPC_INVALID_REQUEST, MESSAGES.invalidRequest),
    })
  }

  const writeTools = options.writeTools ?? []
  const isWriteCall = (message: unknown) => writeTools.includes(calledToolName(message) ?? '')
  return isBatch
    ? answerBatch(ctx, options, messages, isWriteCall)
    : answerSingle(ctx, options, parsed.value, isWriteCall)
}

async function answerSingle(
  ctx: HttpContext,
  options: ServeMcpOptions,
  message: unknown,
  isWriteCall: (message: unknown) => boolean
) {
  const refused = refusalOf(message, false, isWriteCall)
  if (refused) {
    /* a notification gets no answer, only 202 */
    const answered = expectsAnswer(message)
    return send(ctx, { status: answered ? 200 : 202, body: answered ? refused : null })
  }
  if (isWriteCall(message)) {
    const guarded = await guardWriteCall(ctx, message)
    if (guarded) return send(ctx, guarded)
  } else {
    const key = toolCallKey(ctx.request.request.headers, message)
    if (key) return answerReadToolCall(ctx, options, message, key)
  }
  const sdk = await handleWithSdk(ctx, options, message)
  return copyResponse(ctx, sdk.response, sdk.text)
}

/** A read tool's answer: kept from the same call while its cached values are current. */
async function answerReadToolCall(
  ctx: HttpContext,
  options: ServeMcpOptions,
  message: unknown,
  key: string
) {
  const memo = toolAnswersAt(ctx.request.url())
  const [request, response] = [ctx.request.request, ctx.response.response]
  const kept = memo.get(key)
  if (kept) {
    offerToolAnswer(request, response, kept)
    for (const [name, value] of kept.headers) ctx.response.header(name, value)
    return ctx.response.status(200).send(answerBytes(kept, idOf(message)))
  }
  const { result: sdk, trace } = await readCache.traced(() => handleWithSdk(ctx, options, message))
  const keptNow = keepToolAnswer(memo, key, sdk, trace)
  if (keptNow) offerToolAnswer(request, response, keptNow)
  return copyResponse(ctx, sdk.response, sdk.text)
}

/** Messages refused on their own are answered in their slot; the SDK answers the rest. */
async function answerBatch(
  ctx: HttpContext,
  options: ServeMcpOptions,
  messages: unknown[],
  isWriteCall: (message: unknown) => boolean
) {
  const refusals = messages.map((message) => refusalOf(message, true, isWriteCall))
  if (refusals.every((item) => item === null)) {
    const sdk = await handleWithSdk(ctx, options, messages)
    return copyResponse(ctx, sdk.response, sdk.text)
  }
  const rest = messages.filter((_, index) => refusals[index] === null)
  const refused = refusals.filter(
    (item, index): item is JsonRpcErrorBody => item !== null && expectsAnswer(messages[index])
  )
  const sdk = rest.length > 0 ? await handleWithSdk(ctx, options, rest) : null
  return mergeBatchAnswers(ctx, sdk, refused)
}

/** Messages that take the SDK's and the tools' schemas through their first use without reading the catalog. */
const WARM_MESSAGES = [
  { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
  {
    jsonrpc: '2.0',
    id: 2,
    method: 'tools/call',
    params: { name: 'list_events', arguments: { limit: 'none' } },
  },
]

/**
 * Builds what the SDK and zod build on first use (request schemas, compiled
 * parsers), before the server listens: the first MCP call of a crowd held
 * the loop ~50 ms for them. Invalid arguments: no catalog read is made.
 */
export async function warmMcp(createServer: ServeMcpOptions['createServer']) {
  const headers = {
    'content-type': 'application/json',
    'accept': 'application/json, text/event-stream',
  }
  for (const message of WARM_MESSAGES) {
    refusalOf(message, false, () => false)
    const request = new Request('http://localhost/mcp', { method: 'POST', headers })
    await serveLegacy(createServer, request, message)
  }
}
