import { Exception } from '@adonisjs/core/exceptions'

/** 429 from a rate-limit policy; each surface renders its own error body. */
export default class RateLimitedException extends Exception {
  static status = 429
  static code = 'rate_limited'
  static message =
    'Too many requests: slow down and retry after the number of seconds in Retry-After.'
}
