/*
| Replayed reads, in front of the router. A GET that the full path (router,
| middleware, controller) answered 200 with a value of the read cache is
| remembered by its request target (path and query exactly as sent) with the
| headers it went out with. While that cache entry is current, the same
| target is answered again without routing: the rate limit counts it (same
| policy, same client), the request id, rate-limit headers, ETag and length
| are this request's own, `If-None-Match` gives 304 and HEAD has no body;
| every other header is what the full path sent. Anything else (another
| method, a body, a refused rate limit, an entry changed, expired or evicted,
| the change listener down) takes the full path, which remembers it anew.
|
| The full path validates and normalizes the target before it reaches the
| cache, so a target it answered from an entry names that entry for as long
| as the entry lives: nothing here validates anything itself.
*/
import type { IncomingMessage, ServerResponse } from 'node:http'
import fresh from 'fresh'
import type { Logger } from '@adonisjs/core/logger'
import type { ReadCache } from '#services/read_cache/read_cache'
import { rememberJson } from '#services/read_cache/ready_json'
import { logRequestWhenAnswered } from '#lib/request_log'
import { REQUEST_ID_HEADER } from '#lib/request_id'
import type { FrontHandler } from '#lib/response_guard'
import { RATE_LIMIT_HEADER_NAMES } from '#lib/rest_headers'
import type { RateLimitPolicy, RateLimitState } from '#services/rate_limit_service'

type HeaderValue = string | number | string[]

interface Replayable {
  key: string
  value: WeakRef<object>
  route: string | null
  policy: RateLimitPolicy
  /** as sent by the full path, in its order: [name, value, name, value, ...] */
  headers: string[]
}

export interface AnswerReplayServices {
  cache: ReadCache
  logger: Logger
  /** counts one request of a client against a policy (the rate-limit service) */
  consume: (policy: RateLimitPolicy, client: string) => Promise<RateLimitState>
  rateLimitHeaders: (state: RateLimitState) => Record<string, string>
  /** the client address, by the same trusted-proxy rule as the router's requests */
  clientIp: (req: IncomingMessage) => string
}

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

/** GET or HEAD with no body and no content type: nothing but the target decides the answer. */
function isBodiless(req: IncomingMessage) {
  const { headers } = req
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    headers['content-type'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    (headers['content-length'] === undefined || headers['content-length'] === '0')
  )
}

export class AnswerReplay {
  #answers = new Map<string, Replayable>()
  #policies = new WeakMap<IncomingMessage, RateLimitPolicy>()
  #counted = new WeakMap<IncomingMessage, RateLimitState>()
  #replayed = 0

  constructor(
    private readonly services: AnswerReplayServices,
    /** request targets remembered at most (least recently replayed go first) */
    private readonly maxTargets = 4096
  ) {}

  /** The rate-limit middleware says which policy counted this request. */
  noteRateLimit(req: IncomingMessage, policy: RateLimitPolicy) {
    this.#policies.set(req, policy)
  }

  /** A state this front already counted for the request (refused here, answered by the full path). */
  takeCounted(req: IncomingMessage): RateLimitState | undefined {
    const state = this.#counted.get(req)
    this.#counted.delete(req)
    return state
  }

  /**
   * The full path is answering `req` with `value` from the read cache: once
   * sent with 200, the answer is remembered with its final headers.
   */
  offer(req: IncomingMessage, res: ServerResponse, value: unknown, route: string | null) {
    const key = this.services.cache.keyOf(value)
    const target = req.url
    if (!key || !target || !isBodiless(req) || typeof value !== 'object' || value === null) return
    /* one header set before the router's own makes Node keep them all readable at 'finish' */
    res.setHeader(REQUEST_ID_HEADER, req.headers[REQUEST_ID_HEADER] ?? '')
    res.once('finish', () => this.#remember(req, res, { target, key, value, route }))
  }

  /**
   * Answers `req` from a remembered answer; false (at once when nothing is
   * remembered for its target) when the full path must answer it. The HTTP
   * server's front handler (`createGuardedServer`).
   */
  readonly answer: FrontHandler = (req, res) => {
    const replayable = req.url === undefined ? undefined : this.#answers.get(req.url)
    if (!replayable || !isBodiless(req)) return false
    return this.#replay(req, res, replayable)
  }

  async #replay(req: IncomingMessage, res: ServerResponse, replayable: Replayable) {
    const value = replayable.value.deref()
    if (!value || this.services.cache.peek(replayable.key) !== value) {
      this.#answers.delete(req.url!)
      return false
    }
    const state = await this.services.consume(replayable.policy, this.services.clientIp(req))
    if (!state.allowed) {
      this.#counted.set(req, state)
      return false
    }
    this.#replayed++
    this.#send(req, res, replayable, value, state)
    return true
  }

  /** Request targets remembered, and answers replayed since the process started. */
  stats() {
    return { targets: this.#answers.size, replayed: this.#replayed }
  }

  #remember(
    req: IncomingMessage,
    res: ServerResponse,
    answer: { target: string; key: string; value: object; route: string | null }
  ) {
    const { target, key, value, route } = answer
    const policy = this.#policies.get(req)
    if (res.statusCode !== 200 || !policy || res.hasHeader('set-cookie')) return
    const headers = flatHeaders(res.getHeaders())
    this.#answers.delete(target)
    this.#answers.set(target, {
      key,
      value: new WeakRef(value),
      route,
      policy,
      headers,
    })
    for (const oldest of this.#answers.keys()) {
      if (this.#answers.size <= this.maxTargets) break
      this.#answers.delete(oldest)
    }
  }

  #send(
    req: IncomingMessage,
    res: ServerResponse,
    replayable: Replayable,
    value: object,
    state: RateLimitState
  ) {
    const requestId = String(req.headers[REQUEST_ID_HEADER])
    this.#logWhenAnswered(req, res, requestId, replayable.route)
    const ready = rememberJson(value)
    const own: Record<string, string> = {
      [REQUEST_ID_HEADER]: requestId,
      'etag': ready.etag,
      'content-length': String(ready.body.length),
    }
    for (const [name, limitValue] of Object.entries(this.services.rateLimitHeaders(state))) {
      own[name.toLowerCase()] = limitValue
    }
    const notModified = fresh(req.headers, { etag: ready.etag })
    res.writeHead(notModified ? 304 : 200, replayedHeaders(replayable.headers, own, notModified))
    res.end(notModified || req.method === 'HEAD' ? undefined : ready.body)
  }

  #logWhenAnswered(req: IncomingMessage, res: ServerResponse, id: string, route: string | null) {
    const { logger } = this.services
    if (!logger.isLevelEnabled('info')) return
    logRequestWhenAnswered(logger.child({ request_id: id }), res, {
      method: req.method!,
      path: req.url!.split('?')[0],
      route: () => route,
    })
  }
}

/** The headers the full path sent, in its order, with this request's own values. */
function replayedHeaders(sent: string[], own: Record<string, string>, notModified: boolean) {
  const raw: string[] = []
  for (let index = 0; index < sent.length; index += 2) {
    const name = sent[index]
    if (notModified && NOT_IN_304.has(name)) continue
    const current = OWN_HEADERS.has(name) ? own[name] : sent[index + 1]
    if (current !== undefined) raw.push(name, current)
  }
  return raw
}
