import { Exception } from '@adonisjs/core/exceptions'

/** 403 for a write operation called from a browser page on another site. */
export default class ForbiddenOriginException extends Exception {
  static status = 403
  static code = 'forbidden_origin'
  static message =
    'Browser pages on other sites may not call this operation; call it from a server.'
}
