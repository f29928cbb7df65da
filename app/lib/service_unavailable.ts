/*
| Faults of the database seen as what they are for a client: the service is
| temporarily unavailable (503 with Retry-After in every door's shape), not
| an internal error. The pool reconnects on its own once PostgreSQL is back,
| so nothing needs a restart.
*/
import { Exception } from '@adonisjs/core/exceptions'
import { PUBLIC_MESSAGES } from '#schemas/public_messages'

/** Seconds a client should wait before retrying (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5

class ServiceUnavailableError extends Exception {
  static status = 503
  static code = 'E_SERVICE_UNAVAILABLE'
  static message = PUBLIC_MESSAGES.service_unavailable.mcp
}

/** Socket errors, PostgreSQL's "connection exception" / "operator intervention" classes, and a database too busy to answer now. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  /* too busy to answer now: insufficient resources (too many connections, out of memory) */
  '53000',
  '53200',
  '53300',
  '53400',
  /* a statement cancelled by statement_timeout, a lock not had within lock_timeout */
  '57014',
  '55P03',
])

const CONNECTION_MESSAGES =
  /Connection terminated|terminating connection|connection error and is not queryable|timeout exceeded when trying to connect|Knex: Timeout acquiring a connection|the database system is (starting up|shutting down|in recovery mode)/i

interface ErrorLike {
  code?: unknown
  name?: unknown
  message?: unknown
  cause?: unknown
  errors?: unknown
}

/** True when the error (or what caused it) means PostgreSQL cannot be reached, or cannot answer, right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false
  const candidate = error as ErrorLike
  if (candidate instanceof ServiceUnavailableError) return true
  if (typeof candidate.code === 'string' && CONNECTION_CODES.has(candidate.code)) return true
  if (candidate.name === 'KnexTimeoutError') return true
  if (typeof candidate.message === 'string' && CONNECTION_MESSAGES.test(candidate.message)) {
    return true
  }
  if (
    Array.isArray(candidate.errors) &&
    candidate.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  ) {
    return true
  }
  return isDatabaseUnavailable(candidate.cause, depth + 1)
}
