import { Exception } from '@adonisjs/core/exceptions'

/*
| Expected failures of catalog reads. Each door maps them to its own form:
| REST error body (via `status`), MCP tool result with isError, A2A text.
*/

export class NotFoundError extends Exception {
  static status = 404
  static code = 'not_found'

  constructor(
    message: string,
    readonly resource: 'city' | 'event' | 'doc' | 'partner'
  ) {
    super(message)
  }
}

export class InvalidParameterError extends Exception {
  static status = 400
  static code = 'bad_request'

  constructor(
    readonly parameter: string,
    reason: string
  ) {
    super(`${parameter}: ${reason}`)
  }
}

/** A change-feed token older than the log keeps: the client must read everything again. */
export class ChangeTokenExpiredError extends Exception {
  static status = 410
  static code = 'resync_required'
}
