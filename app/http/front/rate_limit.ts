/*
| The rate limit in front of the router. A bodiless GET or HEAD to a path
| whose policy and read the full path has already counted is charged here,
| on arrival, by the same weight (#services/request_weight); the full path
| then takes this count and does not charge it twice. When it is refused and
| the full path has already sent a 429 for that path, method and Accept, it
| is refused here with those bytes (this request's own id and rate-limit
| headers): a burst of a hundred requests over the budget costs a hundred
| small writes, not a hundred trips through the router and the error
| handler. A query the input policy refuses (a 400 before the rate limit,
| charged nothing) goes to the full path uncounted. Heavy work
| (#services/admission/heavy_work, the one declaration both paths read) that
| arrives while the process's admission queue is full is refused here the
| same way, with the 503 the full path sent for that path, method and Accept.
*/
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from '@adonisjs/core/logger'
import type { FrontHandler } from '#http/front/response_guard'
import { INPUT_LIMITS, problemsInUrlEncoded } from '#lib/input_policy'
import {
  captureSentHeaders,
  logReplayWhenAnswered,
  ownHeaders,
  replayedHeaders,
} from '#http/front/sent_headers'
import { frontQuery, isBodiless, pathOf } from '#http/front/requests'
import {
  consumeRateLimit,
  type RateLimitPolicy,
  type RateLimitState,
} from '#services/rate_limit_service'
import type { ClientKey } from '#lib/client_key'

/* Requests a front handler counted, handed to the full path with their state */
const countedInFront = new WeakMap<IncomingMessage, RateLimitState>()

/** A front handler counted `req` and left it to the full path: it must not be counted twice. */
export function noteCountedInFront(req: IncomingMessage, state: RateLimitState) {
  countedInFront.set(req, state)
}

/** The state a front handler counted for `req`, once (the next count of it is a real one). */
export function takeCountedInFront(req: IncomingMessage): RateLimitState | undefined {
  const state = countedInFront.get(req)
  countedInFront.delete(req)
  return state
}

/** How the full path counted a path: its policy, its read (for the weight) and its route. */
interface CountedPath {
  policy: RateLimitPolicy
  read: string | undefined
  route: string | null
}

interface KeptRefusal {
  route: string | null
  /** as sent by the full path, in its order: [name, value, ...] */
  headers: string[]
  body: Buffer
}

export interface FrontRateLimitServices {
  logger: Logger
  consume: (policy: RateLimitPolicy, client: ClientKey, points: number) => Promise<RateLimitState>
  /** points of a read with its parameters (#services/request_weight) */
  weight: (read: string | undefined, params: Record<string, unknown>) => number
  rateLimitHeaders: (state: RateLimitState) => Record<string, string>
  /** the client (its address, an IPv6 one by its /64), by the same trusted-proxy rule as the router's requests */
  clientIp: (req: IncomingMessage) => ClientKey
  /** the read with its parameters is heavy work (#services/admission/heavy_work) */
  isHeavy: (read: string | undefined, params: Record<string, unknown>) => boolean
  /** the admission queue is full: heavy work arriving now is refused */
  isBusy: () => boolean
}

/** The refusals kept: over the budget (429) and heavy work while the process is busy (503). */
type RefusalStatus = 429 | 503

const refusalKey = (req: IncomingMessage, status: RefusalStatus) =>
  `${status} ${req.method} ${pathOf(req.url!)}\n${req.headers.accept ?? ''}`

/** The query passes the input policy, as the router's middleware checks it before the rate limit. */
function acceptableQuery(url: string) {
  const start = url.indexOf('?')
  if (start === -1) return true
  return problemsInUrlEncoded(url.slice(start + 1), 'query', INPUT_LIMITS.queryValue).length === 0
}

export class FrontRateLimit {
  #paths = new Map<string, CountedPath>()
  #refusals = new Map<string, KeptRefusal>()
  #refused = 0

  constructor(
    private readonly services: FrontRateLimitServices,
    /** paths and refusals kept at most each (the oldest go first) */
    private readonly maxEntries = 4096
  ) {}

  /** The rate-limit middleware counted `req` under `policy` for the read of its route. */
  noteCounted(req: IncomingMessage, counted: CountedPath) {
    if (req.url && isBodiless(req)) keep(this.#paths, pathOf(req.url), counted, this.maxEntries)
  }

  /** The rate-limit middleware is refusing `req` (429, or 503 when busy): its answer is kept once sent. */
  noteRefusal(req: IncomingMessage, res: ServerResponse, route: string | null) {
    if (!req.url || !isBodiless(req)) return
    let body: Buffer | undefined
    const end = res.end
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) body = Buffer.from(chunk)
      return end.apply(this, [chunk, ...rest] as Parameters<typeof end>)
    } as typeof end
    captureSentHeaders(req, res, (status, headers) => {
      if ((status === 429 || status === 503) && body !== undefined)
        keep(this.#refusals, refusalKey(req, status), { route, headers, body }, this.maxEntries)
    })
  }

  /** Counts `req` when its path is known; refuses it here when over the budget and a refusal is kept. */
  readonly answer: FrontHandler = (req, res) => {
    if (this.#paths.size === 0 || !req.url || !isBodiless(req)) return false
    const counted = this.#paths.get(pathOf(req.url))
    if (!counted || !acceptableQuery(req.url)) return false
    return this.#count(req, res, counted)
  }

  /** Requests refused here since the process started. */
  stats() {
    return { paths: this.#paths.size, refusals: this.#refusals.size, refused: this.#refused }
  }

  async #count(req: IncomingMessage, res: ServerResponse, counted: CountedPath) {
    const query = frontQuery(req.url!)
    const points = this.services.weight(counted.read, query)
    const client = this.services.clientIp(req)
    const state = await this.services.consume(counted.policy, client, points)
    const status = state.allowed ? this.#busyStatus(counted.read, query) : 429
    const kept = status ? this.#refusals.get(refusalKey(req, status)) : undefined
    if (!status || !kept) {
      noteCountedInFront(req, state)
      return false
    }
    this.#refused++
    logReplayWhenAnswered(this.services.logger, req, res, kept.route)
    const own = ownHeaders(req, this.services.rateLimitHeaders(state), { length: kept.body.length })
    /* a busy refusal's Retry-After is the full path's (the allowed rate-limit state has none) */
    if (status === 503) own['retry-after'] = sentValue(kept.headers, 'retry-after') ?? '1'
    res.writeHead(status, replayedHeaders(kept.headers, own))
    res.end(req.method === 'HEAD' ? undefined : kept.body)
    return true
  }

  /** 503 when the request is heavy work and the admission queue is full. */
  #busyStatus(read: string | undefined, query: Record<string, unknown>): 503 | undefined {
    return this.services.isHeavy(read, query) && this.services.isBusy() ? 503 : undefined
  }
}

/** A header's value in the full path's sent headers ([name, value, ...], names in lower case). */
function sentValue(headers: string[], name: string): string | undefined {
  for (let index = 0; index < headers.length; index += 2) {
    if (headers[index] === name) return headers[index + 1]
  }
  return undefined
}

function keep<T>(map: Map<string, T>, key: string, value: T, max: number) {
  map.delete(key)
  map.set(key, value)
  if (map.size > max) map.delete(map.keys().next().value!)
}

/** `consumeRateLimit` for a request, unless a front handler already counted it. */
export async function consumeRequestRateLimit(
  req: IncomingMessage,
  policy: RateLimitPolicy,
  client: ClientKey,
  points = 1
): Promise<RateLimitState> {
  return takeCountedInFront(req) ?? consumeRateLimit(policy, client, points)
}
