import { Exception } from '@adonisjs/core/exceptions'
import { PUBLIC_MESSAGES } from '#schemas/public_messages'
import { withoutStackTrace } from '#exceptions/cheap_refusal'

/**
 * 503 with Retry-After: the process has as much heavy work as it takes
 * (#services/admission/admission_gate). Each door renders it as its own 503.
 */
export default class ServiceBusyException extends Exception {
  static status = 503
  static code = 'E_SERVICE_BUSY'
  static message = PUBLIC_MESSAGES.service_unavailable.api

  /** A refusal costs next to nothing (no stack trace). */
  static refusal(): ServiceBusyException {
    return withoutStackTrace(() => new ServiceBusyException())
  }
}
