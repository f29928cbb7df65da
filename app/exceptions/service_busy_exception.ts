import { Exception } from '@adonisjs/core/exceptions'
import { PUBLIC_MESSAGES } from '#schemas/public_messages'

/**
 * 503 with Retry-After: the process has as much heavy work as it takes
 * (#services/admission/admission_gate). Each door renders it as its own 503.
 */
export default class ServiceBusyException extends Exception {
  static status = 503
  static code = 'E_SERVICE_BUSY'
  static message = PUBLIC_MESSAGES.service_unavailable.api

  /** A refusal costs next to nothing: no stack trace (a flood is refused many times a second). */
  static refusal(): ServiceBusyException {
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    try {
      return new ServiceBusyException()
    } finally {
      Error.stackTraceLimit = limit
    }
  }
}
