import { Exception } from '@adonisjs/core/exceptions'
import { PUBLIC_MESSAGES } from '#schemas/public_messages'

/** 429 from a rate-limit policy; each surface renders its own error body. */
export default class RateLimitedException extends Exception {
  static status = 429
  static code = 'rate_limited'
  static message = PUBLIC_MESSAGES.rate_limited.api

  /** A refusal costs next to nothing: no stack trace (a burst is refused a hundred times at once). */
  static refusal(): RateLimitedException {
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    try {
      return new RateLimitedException()
    } finally {
      Error.stackTraceLimit = limit
    }
  }
}
