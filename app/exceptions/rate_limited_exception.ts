import { Exception } from '@adonisjs/core/exceptions'
import { PUBLIC_MESSAGES } from '#schemas/public_messages'
import { withoutStackTrace } from '#exceptions/cheap_refusal'

/** 429 from a rate-limit policy; each surface renders its own error body. */
export default class RateLimitedException extends Exception {
  static status = 429
  static code = 'rate_limited'
  static message = PUBLIC_MESSAGES.rate_limited.api

  /** A refusal costs next to nothing (no stack trace). */
  static refusal(): RateLimitedException {
    return withoutStackTrace(() => new RateLimitedException())
  }
}
