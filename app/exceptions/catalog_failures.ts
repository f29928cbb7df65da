import { Exception } from '@adonisjs/core/exceptions'

/*
| Expected failures of catalog reads, answered as typed results (never
| thrown by a service). Each door maps them to its own form: REST error body
| and pages through CatalogFailureError, MCP tool result with isError or
| -32602, A2A text, the site's 404 page.
*/

export type CatalogResource = 'city' | 'event' | 'doc' | 'partner'

/** Nothing of that name or id (or nothing published). */
export interface NotFound {
  kind: 'not_found'
  resource: CatalogResource
  message: string
}

/** A parameter the read refused (a cursor of another list, a change token never issued). */
export interface InvalidParameter {
  kind: 'invalid_parameter'
  parameter: string
  /** "<parameter>: <reason>" */
  message: string
}

/** A change-feed token older than the log keeps: the client must read everything again. */
export interface ResyncRequired {
  kind: 'resync_required'
  message: string
}

export type CatalogFailure = NotFound | InvalidParameter | ResyncRequired

export function notFound(message: string, resource: CatalogResource): NotFound {
  return { kind: 'not_found', resource, message }
}

export function invalidParameter(parameter: string, reason: string): InvalidParameter {
  return { kind: 'invalid_parameter', parameter, message: `${parameter}: ${reason}` }
}

export function resyncRequired(message: string): ResyncRequired {
  return { kind: 'resync_required', message }
}

const HTTP_ERRORS: Record<CatalogFailure['kind'], { status: number; code: string }> = {
  not_found: { status: 404, code: 'not_found' },
  invalid_parameter: { status: 400, code: 'bad_request' },
  resync_required: { status: 410, code: 'resync_required' },
}

/**
 * A catalog failure on its way to the exception handler, which renders it
 * in the shape of the HTTP door that met it (REST error body, a page).
 */
export class CatalogFailureError extends Exception {
  readonly parameter?: string

  constructor(readonly failure: CatalogFailure) {
    super(failure.message, HTTP_ERRORS[failure.kind])
    if (failure.kind === 'invalid_parameter') this.parameter = failure.parameter
  }
}
