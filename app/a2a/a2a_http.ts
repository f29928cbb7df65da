import type { IncomingMessage, ServerResponse } from 'node:http'
import logger from '@adonisjs/core/services/logger'
import express from 'express'
import type { HttpContext } from '@adonisjs/core/http'
import { AGENT_CARD_PATH } from '@a2a-js/sdk'
import {
  UserBuilder,
  agentCardHandler,
  jsonRpcHandler,
  restHandler,
} from '@a2a-js/sdk/server/express'
import { A2A_PATHS } from '#a2a/agent_card'
import { requestHandler } from '#a2a/catalog_request_handler'
import { agentRun, type AgentRun } from '#a2a/catalog_agent_executor'
import { keepAnswer, questionKey, type KeptAnswer } from '#a2a/kept_answers'
import { isPlainPost, keepSentHeaders, plainQuestionOf } from '#a2a/message_replay'
import type { PlainQuestion } from '#a2a/message_replay'
import { captureSentHeaders } from '#http/front/sent_headers'
import { noneMatchHits } from '#http/policies/conditional_request'
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '#lib/service_unavailable'
import { JSONRPC_INTERNAL_ERROR, JSONRPC_SERVER_ERROR, idOf, jsonRpcError } from '#lib/jsonrpc'
import { PUBLIC_MESSAGES } from '#schemas/public_messages'
import { admissionIsUnderPressure } from '#services/admission/admission_gate'

/*
| The A2A surface is the SDK's own HTTP handlers (agent card, JSON-RPC and
| HTTP+JSON, each with the 0.3 compatibility layer on), mounted in one small
| Express app that Adonis routes hand their request to. Adonis keeps what
| is ours: rate limits, headers, JSON parse errors; the SDK speaks A2A.
*/

const legacyCompat = { enabled: true }
const options = { requestHandler, userBuilder: UserBuilder.noAuthentication, legacyCompat }

/** How long clients and caches may keep the agent card (seconds). */
const AGENT_CARD_MAX_AGE = 300

const a2aApp = express()
a2aApp.disable('x-powered-by')
a2aApp.set('etag', false)
/*
| The SDK's card handler answers 304 when `req.fresh`: Express's rule skips
| requests with `Cache-Control: no-cache` (as fetch sends them), ours
| evaluates If-None-Match whatever the request's Cache-Control says.
*/
Object.defineProperty(a2aApp.request, 'fresh', {
  configurable: true,
  get(this: express.Request) {
    const etag = this.res?.getHeader('ETag')
    if (!['GET', 'HEAD'].includes(this.method) || typeof etag !== 'string') return false
    return noneMatchHits(this.headers['if-none-match'], etag)
  },
})
a2aApp.use(
  `/${AGENT_CARD_PATH}`,
  agentCardHandler({
    agentCardProvider: requestHandler,
    legacyCompat,
    cache: { maxAge: AGENT_CARD_MAX_AGE },
  })
)
/* Before /a2a: the JSON-RPC router would otherwise see /a2a/rest/... first. */
a2aApp.use(A2A_PATHS.httpJson, restHandler(options))
a2aApp.use(A2A_PATHS.jsonRpc, jsonRpcHandler(options))

/**
 * A JSON body Adonis has already read is handed over as `req.body`; Express's
 * JSON parser skips a request whose stream is finished. Other bodies
 * (application/a2a+json) are still unread and parsed by the SDK's router.
 */
function handOverBody(ctx: HttpContext): unknown {
  const raw = ctx.request.raw()
  if (raw === null) return undefined
  const req = ctx.request.request as IncomingMessage & { body?: unknown }
  req.body = raw === '' ? undefined : JSON.parse(raw)
  return req.body
}

/** A plain question on the JSON-RPC endpoint, whose answer may be kept for replays. */
function replayableQuestion(ctx: HttpContext, body: unknown): PlainQuestion | undefined {
  const req = ctx.request.request
  if (ctx.request.url() !== A2A_PATHS.jsonRpc || !isPlainPost(req)) return undefined
  return plainQuestionOf(body)
}

/**
 * The answer that replaces the SDK's when the agent failed (see agentFailure):
 * a database that cannot answer now, or any failure while the process works
 * at capacity (heavy work waiting in the admission gate: the failure is most
 * likely the flood's), is a 503 with Retry-After (JSON-RPC -32000 with
 * `data.code: "service_unavailable"`, or the HTTP+JSON error shape); any
 * other failure a generic internal error. Details are logged, never sent.
 */
function failureAnswer(ctx: HttpContext, error: unknown) {
  const database = isDatabaseUnavailable(error)
  const unavailable = database || admissionIsUnderPressure()
  if (!database) logger.error({ err: error, busy: unavailable }, 'A2A agent failed')
  const status = unavailable ? 503 : 500
  const message = PUBLIC_MESSAGES[unavailable ? 'service_unavailable' : 'internal_error'].api
  if (ctx.request.url() !== A2A_PATHS.jsonRpc) {
    const statusName = unavailable ? 'UNAVAILABLE' : 'INTERNAL'
    return { status, body: { error: { code: status, status: statusName, message, details: [] } } }
  }
  const id = idOf(ctx.request.body())
  const body = unavailable
    ? jsonRpcError(id, JSONRPC_SERVER_ERROR, message, {
        code: 'service_unavailable',
        retry_after: RETRY_AFTER_SECONDS,
      })
    : jsonRpcError(id, JSONRPC_INTERNAL_ERROR, message)
  return { status, body }
}

/**
 * Swaps the SDK's answer for failureAnswer() when the agent failed: the SDK
 * writes its whole answer with one `end()`, before any header is sent.
 */
function answerFailuresOurselves(
  ctx: HttpContext,
  slot: RunSlot,
  question: PlainQuestion | undefined
) {
  const res = ctx.response.response
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.end = ((...args: unknown[]) => {
    /* the SDK's own 5xx (its failure, not the agent's) is answered by the same rule */
    if (slot.error === undefined && res.statusCode >= 500 && !res.headersSent)
      slot.error = new Error(`The A2A SDK answered ${res.statusCode}`)
    if (slot.error === undefined && question) slot.kept = keepMade(ctx, slot, question, args[0])
    if (slot.error === undefined || res.headersSent) return end(...args)
    const { status, body } = failureAnswer(ctx, slot.error)
    const text = JSON.stringify(body)
    res.statusCode = status
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.setHeader('Content-Length', Buffer.byteLength(text))
    res.removeHeader('ETag')
    if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
    return end(text)
  }) as typeof res.end
}

type RunSlot = AgentRun & { kept?: KeptAnswer }

/** Keeps the SDK's 200 answer to a plain question, made from cached reads only. */
function keepMade(ctx: HttpContext, slot: RunSlot, question: PlainQuestion, body: unknown) {
  const res = ctx.response.response
  if (!slot.made || res.statusCode !== 200) return undefined
  const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString() : null
  if (text === null) return undefined
  const key = questionKey(ctx.request.request.headers, question.method, question.text)
  return keepAnswer(key, text, question.id, slot.made)
}

/** Serves one request with the SDK's handlers; resolves when the response is written. */
export function serveA2a(ctx: HttpContext): Promise<void> {
  const question = replayableQuestion(ctx, handOverBody(ctx))
  ctx.response.relayHeaders()
  const res = ctx.response.response
  const slot: RunSlot = { acceptLanguage: ctx.request.header('accept-language') }
  if (question) {
    captureSentHeaders(ctx.request.request, res, (status, headers) => {
      if (status === 200 && slot.kept) keepSentHeaders(slot.kept, headers)
    })
  }
  answerFailuresOurselves(ctx, slot, question)
  return new Promise((resolve, reject) => {
    res.once('finish', () => resolve())
    res.once('close', () => resolve())
    agentRun.run(slot, () =>
      a2aApp(ctx.request.request as express.Request, res as express.Response, (error?: unknown) => {
        if (error) return reject(error)
        ctx.response.status(404)
        reject(
          Object.assign(new Error(`No A2A operation at ${ctx.request.url()}`), { status: 404 })
        )
      })
    )
  })
}
