/*
| The headers of an answer the full path sent, kept to send again for a
| replayed request (`AnswerReplay`, MCP's `ToolCallReplay`): every header as
| it went out, except those whose value belongs to one request (its id, its
| rate-limit state, its length and ETag), which the replay sets anew.
*/
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from '@adonisjs/core/logger'
import { logRequestWhenAnswered } from '#http/front/request_log'
import { REQUEST_ID_HEADER } from '#http/front/request_id'
import { RATE_LIMIT_HEADER_NAMES } from '#http/policies/rest_headers'

type HeaderValue = string | number | string[]

/** Headers whose value belongs to one request, never replayed as they were. */
const OWN_HEADERS = new Set([
  REQUEST_ID_HEADER,
  'etag',
  'content-length',
  ...RATE_LIMIT_HEADER_NAMES.map((name) => name.toLowerCase()),
])
const NOT_IN_304 = new Set(['content-type', 'content-length'])

/** Node's flat header list, an array value as repeated names. */
function flatHeaders(headers: Record<string, HeaderValue | undefined>): string[] {
  const flat: string[] = []
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) flat.push(name, String(item))
  }
  return flat
}

/**
 * Calls `onSent` with the status and the headers (flat, in their order) of
 * the answer once it is sent; nothing when the connection closes first.
 */
export function captureSentHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  onSent: (status: number, headers: string[]) => void
) {
  /* one header set before the router's own makes Node keep them all readable at 'finish' */
  res.setHeader(REQUEST_ID_HEADER, req.headers[REQUEST_ID_HEADER] ?? '')
  res.once('finish', () => {
    if (res.hasHeader('set-cookie')) return
    onSent(res.statusCode, flatHeaders(res.getHeaders()))
  })
}

/** This request's own header values: its id, rate-limit state and body length (+ ETag). */
export function ownHeaders(
  req: IncomingMessage,
  limitHeaders: Record<string, string>,
  body: { length: number; etag?: string }
): Record<string, string> {
  const own: Record<string, string> = {
    [REQUEST_ID_HEADER]: String(req.headers[REQUEST_ID_HEADER]),
    'content-length': String(body.length),
  }
  if (body.etag) own.etag = body.etag
  for (const [name, value] of Object.entries(limitHeaders)) own[name.toLowerCase()] = value
  return own
}

/** The headers the full path sent, in its order, with this request's own values. */
export function replayedHeaders(sent: string[], own: Record<string, string>, notModified = false) {
  const raw: string[] = []
  for (let index = 0; index < sent.length; index += 2) {
    const name = sent[index]
    if (notModified && NOT_IN_304.has(name)) continue
    const current = OWN_HEADERS.has(name) ? own[name] : sent[index + 1]
    if (current !== undefined) raw.push(name, current)
  }
  return raw
}

/** The request log line of a replayed answer, as the full path writes it. */
export function logReplayWhenAnswered(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  route: string | null
) {
  if (!logger.isLevelEnabled('info')) return
  logRequestWhenAnswered(logger.child({ request_id: req.headers[REQUEST_ID_HEADER] }), res, {
    method: req.method!,
    path: req.url!.split('?')[0],
    route: () => route,
  })
}
