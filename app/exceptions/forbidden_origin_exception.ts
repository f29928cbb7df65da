import { Exception } from '@adonisjs/core/exceptions'
import { PUBLIC_MESSAGES } from '#schemas/public_messages'

/** 403 for a write operation called from a browser page on another site. */
export default class ForbiddenOriginException extends Exception {
  static status = 403
  static code = 'forbidden_origin'
  static message = PUBLIC_MESSAGES.forbidden_origin.api
}
