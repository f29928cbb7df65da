/*
| Replayed reads, in front of the router. A GET that the full path (router,
| middleware, controller) answered 200 with a value of the read cache is
| remembered by its request target (path and query exactly as sent) with the
| headers it went out with. While that cache entry is current, the same
| target is answered again without routing: the rate limit counts it (same
| policy, same client, the same weight the full path charged), the request id, rate-limit headers, ETag and length
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
import { noneMatchHits } from '#http/policies/conditional_request'
import type { Logger } from '@adonisjs/core/logger'
import type { ReadCache } from '#services/read_cache/read_cache'
import { rememberJson } from '#services/read_cache/ready_json'
import {
  captureSentHeaders,
  logReplayWhenAnswered,
  ownHeaders,
  replayedHeaders,
} from '#http/front/sent_headers'
import type { FrontHandler } from '#http/front/response_guard'
import { noteCountedInFront, takeCountedInFront } from '#http/front/rate_limit'
import { isBodiless } from '#http/front/requests'
import type { RateLimitPolicy, RateLimitState } from '#services/rate_limit_service'
import type { ClientKey } from '#lib/client_key'

interface Replayable {
  key: string
  value: WeakRef<object>
  route: string | null
  policy: RateLimitPolicy
  /** the points the full path charged for this target (#services/request_weight) */
  points: number
  /** as sent by the full path, in its order: [name, value, name, value, ...] */
  headers: string[]
}

export interface AnswerReplayServices {
  cache: ReadCache
  logger: Logger
  /** charges a request of a client `points` against a policy (the rate-limit service) */
  consume: (policy: RateLimitPolicy, client: ClientKey, points: number) => Promise<RateLimitState>
  rateLimitHeaders: (state: RateLimitState) => Record<string, string>
  /** the client address, by the same trusted-proxy rule as the router's requests */
  clientIp: (req: IncomingMessage) => ClientKey
}

export class AnswerReplay {
  #answers = new Map<string, Replayable>()
  #policies = new WeakMap<IncomingMessage, { policy: RateLimitPolicy; points: number }>()
  #replayed = 0

  constructor(
    private readonly services: AnswerReplayServices,
    /** request targets remembered at most (least recently replayed go first) */
    private readonly maxTargets = 4096
  ) {}

  /** The rate-limit middleware says which policy counted this request, and its weight. */
  noteRateLimit(req: IncomingMessage, policy: RateLimitPolicy, points: number) {
    this.#policies.set(req, { policy, points })
  }

  /**
   * The full path is answering `req` with `value` from the read cache: once
   * sent with 200, the answer is remembered with its final headers.
   */
  offer(req: IncomingMessage, res: ServerResponse, value: unknown, route: string | null) {
    const key = this.services.cache.keyOf(value)
    const target = req.url
    if (!key || !target || !isBodiless(req) || typeof value !== 'object' || value === null) return
    captureSentHeaders(req, res, (status, headers) =>
      this.#remember(req, status, headers, { target, key, value, route })
    )
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
    const client = this.services.clientIp(req)
    const state =
      takeCountedInFront(req) ??
      (await this.services.consume(replayable.policy, client, replayable.points))
    if (!state.allowed) {
      noteCountedInFront(req, state)
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
    status: number,
    headers: string[],
    answer: { target: string; key: string; value: object; route: string | null }
  ) {
    const { target, key, value, route } = answer
    const counted = this.#policies.get(req)
    if (status !== 200 || !counted) return
    this.#answers.delete(target)
    this.#answers.set(target, {
      key,
      value: new WeakRef(value),
      route,
      policy: counted.policy,
      points: counted.points,
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
    logReplayWhenAnswered(this.services.logger, req, res, replayable.route)
    const ready = rememberJson(value)
    const own = ownHeaders(req, this.services.rateLimitHeaders(state), {
      length: ready.body.length,
      etag: ready.etag,
    })
    const notModified = noneMatchHits(req.headers['if-none-match'], ready.etag)
    res.writeHead(notModified ? 304 : 200, replayedHeaders(replayable.headers, own, notModified))
    res.end(notModified || req.method === 'HEAD' ? undefined : ready.body)
  }
}
