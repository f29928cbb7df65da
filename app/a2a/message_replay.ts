/*
| Questions answered in front of the router: a POST to /a2a that is one
| plain `message/send` (0.3) or `SendMessage` (1.0) request — a user message
| of text parts only, no task, no configuration, no metadata — whose answer
| is kept (kept_answers.ts) is answered with the kept bytes, with the
| headers the full path sent it with. The `api` rate limit counts it (the
| route's policy); a refused client goes on to the full path, which answers
| the 429 without counting again. Anything else takes the full path, which
| reads the same body bytes (`readRawBody` reads a body once).
*/
import type { IncomingMessage, ServerResponse } from 'node:http'
import logger from '@adonisjs/core/services/logger'
import { clientKeyOf } from '#http/front/cached_reads'
import { logReplayWhenAnswered, ownHeaders, replayedHeaders } from '#http/front/sent_headers'
import { consumeRateLimit, rateLimitHeaders } from '#services/rate_limit_service'
import { noteCountedInFront } from '#http/front/rate_limit'
import { problemsInValue } from '#lib/input_policy'
import { readJsonBody } from '#http/bodies/request_body'
import { isPlainJsonPost } from '#http/front/plain_post'
import type { JsonRpcId } from '#lib/jsonrpc'
import type { KeptAnswer } from '#a2a/kept_answers'
import { answerBytes, keptAnswer, questionKey } from '#a2a/kept_answers'
import { A2A_PATHS } from '#a2a/agent_card'

/** A plain question is a few hundred bytes. */
const MAX_REPLAYED_BODY = 16 * 1024
const SEND_METHODS = new Set(['message/send', 'SendMessage'])
const MESSAGE_KEYS = new Set(['kind', 'role', 'messageId', 'message_id', 'parts', 'contextId'])
const USER_ROLES = new Set(['user', 'ROLE_USER'])
/* The limits assertAnswerableMessage applies on the full path */
const LIMITS = { parts: 20, textLength: 10_000, messageId: 200 }

export interface PlainQuestion {
  id: JsonRpcId
  method: string
  text: string
  contextId?: string
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function textOfParts(parts: unknown): string | undefined {
  if (!Array.isArray(parts) || parts.length === 0 || parts.length > LIMITS.parts) return undefined
  const texts: string[] = []
  for (const part of parts) {
    if (!isObject(part) || typeof part.text !== 'string') return undefined
    if (part.text.length > LIMITS.textLength) return undefined
    if (Object.keys(part).some((key) => key !== 'text' && key !== 'kind')) return undefined
    if (part.kind !== undefined && part.kind !== 'text') return undefined
    texts.push(part.text)
  }
  return texts.join('\n').trim()
}

/** The request as a plain question, or undefined when the full path must decide. */
export function plainQuestionOf(body: unknown): PlainQuestion | undefined {
  if (!isObject(body) || body.jsonrpc !== '2.0') return undefined
  const { id, method, params } = body
  if (typeof id !== 'string' && typeof id !== 'number') return undefined
  if (typeof method !== 'string' || !SEND_METHODS.has(method)) return undefined
  if (!isObject(params) || Object.keys(params).some((key) => key !== 'message')) return undefined
  const message = params.message
  if (!isObject(message) || Object.keys(message).some((key) => !MESSAGE_KEYS.has(key))) {
    return undefined
  }
  const messageId = message.messageId ?? message.message_id
  if (typeof messageId !== 'string' || !messageId || messageId.length > LIMITS.messageId) {
    return undefined
  }
  if (typeof message.role !== 'string' || !USER_ROLES.has(message.role)) return undefined
  if (message.contextId !== undefined && typeof message.contextId !== 'string') return undefined
  if (message.kind !== undefined && message.kind !== 'message') return undefined
  const text = textOfParts(message.parts)
  if (text === undefined) return undefined
  return { id, method, text, contextId: message.contextId || undefined }
}

/** Only what the endpoint accepts with no question: plain JSON, a small declared length, no Origin. */
export function isPlainPost(req: IncomingMessage): boolean {
  return isPlainJsonPost(req, MAX_REPLAYED_BODY) && req.headers['api-version'] === undefined
}

/* The headers each kept answer went out with on the full path */
const sentHeaders = new WeakMap<KeptAnswer, string[]>()

/** The full path sent `answer` with these headers (status 200): they are replayed with it. */
export function keepSentHeaders(answer: KeptAnswer, headers: string[]) {
  if (!sentHeaders.has(answer)) sentHeaders.set(answer, headers)
}

async function keptFor(req: IncomingMessage) {
  let body: unknown
  try {
    ;({ value: body } = await readJsonBody(req))
  } catch {
    return undefined
  }
  const question = plainQuestionOf(body)
  if (!question || problemsInValue(body).length > 0) return undefined
  const answer = keptAnswer(questionKey(req.headers, question.method, question.text))
  const headers = answer && sentHeaders.get(answer)
  return answer && headers ? { answer, headers, question } : undefined
}

let replayed = 0

/** Questions answered in front since the process started. */
export function replayedQuestions() {
  return replayed
}

async function replay(req: IncomingMessage, res: ServerResponse) {
  const kept = await keptFor(req)
  if (!kept) return false
  const state = await consumeRateLimit('api', clientKeyOf(req))
  if (!state.allowed) {
    noteCountedInFront(req, state)
    return false
  }
  replayed++
  logReplayWhenAnswered(logger, req, res, A2A_PATHS.jsonRpc)
  const body = answerBytes(kept.answer, kept.question.id, kept.question.contextId)
  const own = ownHeaders(req, rateLimitHeaders(state), body)
  res.writeHead(200, replayedHeaders(kept.headers, own))
  res.end(body)
  return true
}

/** The HTTP server's front handler for the A2A JSON-RPC endpoint (`createGuardedServer`). */
export function replayQuestion(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'POST' || req.url !== A2A_PATHS.jsonRpc || !isPlainPost(req)) return false
  return replay(req, res)
}
