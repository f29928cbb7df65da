/*
| A request a front handler (app/http/app_server.ts) counted against the rate
| limit and left to the full path is not counted twice.
*/
import type { IncomingMessage } from 'node:http'
import {
  consumeRateLimit,
  type RateLimitPolicy,
  type RateLimitState,
} from '#services/rate_limit_service'

/* Requests a front handler counted and refused, handed to the full path with their state */
const countedInFront = new WeakMap<IncomingMessage, RateLimitState>()

/** A front handler counted `req` and left it to the full path: it must not be counted twice. */
export function noteCountedInFront(req: IncomingMessage, state: RateLimitState) {
  countedInFront.set(req, state)
}

/** `consumeRateLimit` for a request, unless a front handler already counted it. */
export async function consumeRequestRateLimit(
  req: IncomingMessage,
  policy: RateLimitPolicy,
  client: string,
  points = 1
): Promise<RateLimitState> {
  const state = countedInFront.get(req)
  if (!state) return consumeRateLimit(policy, client, points)
  countedInFront.delete(req)
  return state
}
