/*
| Read-tool calls replayed in front of the router: a POST to an MCP endpoint
| that is one `tools/call` request whose answer is kept (`tool_answer_memo`:
| same MCP headers and params, every value it was made from still cached) is
| answered with that answer for this request's id, with the headers the full
| path sent it with, without routing. The `mcp` rate limit charges it (its
| weight, #services/request_weight); a
| refused client goes on to the full path, which answers the 429 without
| counting it again. Anything else (another method or path, a batch, a
| notification, a write or unknown tool, a body that is not plain JSON, a
| browser's `Origin`, a host or headers the endpoint refuses) takes the full
| path, which reads the same body bytes (`readRawBody` reads a body once).
*/
import type { IncomingMessage, ServerResponse } from 'node:http'
import logger from '@adonisjs/core/services/logger'
import type { ToolAnswer } from '#mcp/http/tool_answer_memo'
import { answerBytes, keptToolAnswersAt, toolCallKey } from '#mcp/http/tool_answer_memo'
import { acceptsMcpResponses, isAllowedHost } from '#mcp/http/request_guards'
import { isPlainJsonPost } from '#http/front/plain_post'
import { clientKeyOf } from '#http/front/cached_reads'
import {
  captureSentHeaders,
  logReplayWhenAnswered,
  ownHeaders,
  replayedHeaders,
} from '#http/front/sent_headers'
import { consumeRateLimit, rateLimitHeaders } from '#services/rate_limit_service'
import { noteCountedInFront } from '#http/front/rate_limit'
import { problemsInValue } from '#lib/input_policy'
import { readJsonBody } from '#http/bodies/request_body'
import type { JsonRpcId } from '#lib/jsonrpc'
import { messageWeight } from '#services/request_weight'

/** Bodies larger than this are never replayed (a read-tool call is a few hundred bytes). */
const MAX_REPLAYED_BODY = 16 * 1024

let replayed = 0

/** Calls answered in front since the process started. */
export function replayedToolCalls() {
  return replayed
}

/* The headers each kept answer went out with on the full path */
const sentHeaders = new WeakMap<ToolAnswer, string[]>()

/**
 * The route sent `answer` for `req`: once sent with 200, its headers are kept
 * for replays; only from a request the front would replay itself (no Origin,
 * no encoding), so no header made for another kind of request is replayed.
 */
export function offerToolAnswer(req: IncomingMessage, res: ServerResponse, answer: ToolAnswer) {
  if (sentHeaders.has(answer) || !isPlainPost(req)) return
  captureSentHeaders(req, res, (status, headers) => {
    if (status === 200) sentHeaders.set(answer, headers)
  })
}

/** Only what the endpoint accepts with no question: plain JSON, a small declared length, no Origin. */
function isPlainPost(req: IncomingMessage): boolean {
  const { headers } = req
  return (
    isPlainJsonPost(req, MAX_REPLAYED_BODY) &&
    acceptsMcpResponses(headers.accept) &&
    isAllowedHost(headers.host)
  )
}

interface ToolCallRequest {
  id: JsonRpcId
  method: 'tools/call'
  params: object
}

function isToolCallRequest(message: unknown): message is ToolCallRequest {
  const { jsonrpc, id, method, params } = (message ?? {}) as Record<string, unknown>
  return (
    jsonrpc === '2.0' &&
    method === 'tools/call' &&
    (typeof id === 'string' || typeof id === 'number') &&
    typeof params === 'object' &&
    params !== null &&
    !Array.isArray(params)
  )
}

async function keptAnswerFor(req: IncomingMessage, path: string) {
  let message: unknown
  try {
    ;({ value: message } = await readJsonBody(req))
  } catch {
    return undefined
  }
  if (!isToolCallRequest(message) || problemsInValue(message).length > 0) return undefined
  const answer = keptToolAnswersAt(path)?.get(toolCallKey(req.headers, message)!)
  const headers = answer && sentHeaders.get(answer)
  if (!answer || !headers) return undefined
  return { answer, headers, id: message.id, weight: messageWeight(message) }
}

async function replay(req: IncomingMessage, res: ServerResponse, path: string) {
  const kept = await keptAnswerFor(req, path)
  if (!kept) return false
  const state = await consumeRateLimit('mcp', clientKeyOf(req), kept.weight)
  if (!state.allowed) {
    noteCountedInFront(req, state)
    return false
  }
  replayed++
  logReplayWhenAnswered(logger, req, res, path)
  const body = answerBytes(kept.answer, kept.id)
  const own = ownHeaders(req, rateLimitHeaders(state), body)
  res.writeHead(200, replayedHeaders(kept.headers, own))
  res.end(body)
  return true
}

/** The HTTP server's front handler for MCP endpoints (`createGuardedServer`). */
export function replayToolCall(req: IncomingMessage, res: ServerResponse) {
  const path = req.url
  if (req.method !== 'POST' || !path || !keptToolAnswersAt(path) || !isPlainPost(req)) return false
  return replay(req, res, path)
}
