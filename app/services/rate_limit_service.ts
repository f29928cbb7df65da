import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import type { LimitersList } from '@adonisjs/limiter/types'
import { serviceConfig } from '#config/service'
import type { ClientKey } from '#lib/client_key'

export type RateLimitPolicy = keyof typeof serviceConfig.rateLimits
/** memory | redis | database (config/limiter.ts); unset: LIMITER_STORE's default */
export type RateLimitStore = keyof LimitersList

export const WINDOW_SECONDS = 60

export interface RateLimitState {
  allowed: boolean
  limit: number
  remaining: number
  /** seconds until the window resets */
  resetIn: number
}

/**
 * Counts `points` requests of one client against a per-minute policy
 * (RATE_LIMIT_API, _MCP, _MCP_WRITE, _CONTACT). Limits are read per call, so
 * a changed configuration applies at once.
 */
export async function consumeRateLimit(
  policy: RateLimitPolicy,
  client: ClientKey,
  points = 1,
  storeName?: RateLimitStore
): Promise<RateLimitState> {
  const limit = serviceConfig.rateLimits[policy]
  const options = { requests: limit, duration: WINDOW_SECONDS }
  const store = storeName ? limiter.use(storeName, options) : limiter.use(options)
  const key = `${policy}:${limit}:${client}`
  return oneAtATime(key, async () => {
    let response
    try {
      for (let i = 0; i < points; i++) response = await store.consume(key)
    } catch (error) {
      if (!(error instanceof errors.E_TOO_MANY_REQUESTS)) throw error
      const resetIn = Math.max(1, error.response.availableIn)
      return { allowed: false, limit, remaining: 0, resetIn }
    }
    return {
      allowed: true,
      limit,
      remaining: response!.remaining,
      resetIn: Math.max(1, response!.availableIn),
    }
  })
}

/*
| The store takes one point per call: a request's points are taken one after
| the other, and concurrent requests of one client must not interleave (118
| calendars at once would each take a few points and all be refused, although
| 20 fit the budget). Per key and per process, like the memory store.
*/
const pending = new Map<string, Promise<unknown>>()

function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = pending.get(key) ?? Promise.resolve()
  const run = previous.then(work, work)
  const settled = run.then(
    () => {},
    () => {}
  )
  pending.set(key, settled)
  void settled.then(() => {
    if (pending.get(key) === settled) pending.delete(key)
  })
  return run
}

/** The contract's rate-limit headers for one state (Retry-After only when refused). */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit': `limit=${state.limit}, remaining=${state.remaining}, reset=${state.resetIn}`,
    'RateLimit-Policy': `${state.limit};w=${WINDOW_SECONDS}`,
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(state.remaining),
    'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + state.resetIn),
  }
  if (!state.allowed) headers['Retry-After'] = String(state.resetIn)
  return headers
}

/** Forgets every counter (tests, and staff resetting a stuck client). */
export async function clearRateLimits() {
  await limiter.clear()
}
