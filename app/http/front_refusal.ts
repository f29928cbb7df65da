/*
| Refusals in front of the router. Once a client's rate-limit budget is
| spent, each of its requests under that policy is refused until the window
| ends. A GET or HEAD to a path where the full path refused it is then
| refused here, while the limiter says the budget is still spent: with the
| 429 the full path sent for that path, method and Accept (its headers and
| body, with this request's own id and rate-limit state), without routing.
| A burst of a hundred refused requests costs a hundred small writes, not a
| hundred trips through the router and the error handler. A query the input
| policy refuses (a 400 before the rate limit) goes to the full path.
*/
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from '@adonisjs/core/logger'
import type { FrontHandler } from '#http/response_guard'
import { isBodiless } from '#http/answer_replay'
import { INPUT_LIMITS, problemsInUrlEncoded } from '#lib/input_policy'
import {
  captureSentHeaders,
  logReplayWhenAnswered,
  ownHeaders,
  replayedHeaders,
} from '#http/sent_headers'
import type { RateLimitPolicy, RateLimitState } from '#services/rate_limit_service'

interface KeptRefusal {
  policy: RateLimitPolicy
  route: string | null
  /** as sent by the full path, in its order: [name, value, ...] */
  headers: string[]
  body: Buffer
}

export interface FrontRefusalServices {
  logger: Logger
  /** the client's refused state while its budget is spent (the rate-limit service) */
  spentBudget: (policy: RateLimitPolicy, client: string) => Promise<RateLimitState | null>
  rateLimitHeaders: (state: RateLimitState) => Record<string, string>
  /** the client address, by the same trusted-proxy rule as the router's requests */
  clientIp: (req: IncomingMessage) => string
}

const answerKey = (req: IncomingMessage) =>
  `${req.method} ${req.url!.split('?')[0]}\n${req.headers.accept ?? ''}`

/** The query passes the input policy, as the router's middleware checks it before the rate limit. */
function acceptableQuery(url: string) {
  const start = url.indexOf('?')
  if (start === -1) return true
  return problemsInUrlEncoded(url.slice(start + 1), 'query', INPUT_LIMITS.queryValue).length === 0
}

export class FrontRefusal {
  #answers = new Map<string, KeptRefusal>()
  #refused = 0

  constructor(
    private readonly services: FrontRefusalServices,
    /** answers kept at most (the oldest go first) */
    private readonly maxAnswers = 4096
  ) {}

  /** The rate-limit middleware is refusing `req`: its answer is kept once sent. */
  noteRefusal(
    req: IncomingMessage,
    res: ServerResponse,
    policy: RateLimitPolicy,
    route: string | null
  ) {
    if (!req.url || !isBodiless(req)) return
    let body: Buffer | undefined
    const end = res.end
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) body = Buffer.from(chunk)
      return end.apply(this, [chunk, ...rest] as Parameters<typeof end>)
    } as typeof end
    const key = answerKey(req)
    captureSentHeaders(req, res, (status, headers) => {
      if (status === 429 && body !== undefined) this.#keep(key, { policy, route, headers, body })
    })
  }

  /** Refuses `req` when the limiter says its client's budget for the path's policy is spent. */
  readonly answer: FrontHandler = (req, res) => {
    if (this.#answers.size === 0 || !req.url || !isBodiless(req)) return false
    const kept = this.#answers.get(answerKey(req))
    return kept && acceptableQuery(req.url) ? this.#refuse(req, res, kept) : false
  }

  /** Requests refused here since the process started. */
  stats() {
    return { answers: this.#answers.size, refused: this.#refused }
  }

  async #refuse(req: IncomingMessage, res: ServerResponse, kept: KeptRefusal) {
    const state = await this.services.spentBudget(kept.policy, this.services.clientIp(req))
    if (!state) return false
    this.#refused++
    logReplayWhenAnswered(this.services.logger, req, res, kept.route)
    const own = ownHeaders(req, this.services.rateLimitHeaders(state), { length: kept.body.length })
    res.writeHead(429, replayedHeaders(kept.headers, own))
    res.end(req.method === 'HEAD' ? undefined : kept.body)
    return true
  }

  #keep(key: string, refusal: KeptRefusal) {
    this.#answers.delete(key)
    this.#answers.set(key, refusal)
    if (this.#answers.size > this.maxAnswers)
      this.#answers.delete(this.#answers.keys().next().value!)
  }
}
