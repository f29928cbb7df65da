/*
| X-Request-Id: a client (or a proxy in front) may send its own id, which is
| then used in the logs and echoed back; anything but 1 to 128 visible ASCII
| characters of a safe set is replaced by a fresh id (AdonisJS generates a
| cuid when the header is absent), so a client cannot forge log structure.
*/
import type { IncomingMessage } from 'node:http'

export const REQUEST_ID_HEADER = 'x-request-id'

const REQUEST_ID_FORMAT = /^[A-Za-z0-9._:@/+=-]{1,128}$/

export function isValidRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_FORMAT.test(value)
}

/** Drops an unusable X-Request-Id before AdonisJS reads it (it then generates one). */
export function dropInvalidRequestId(req: IncomingMessage) {
  if (
    req.headers[REQUEST_ID_HEADER] !== undefined &&
    !isValidRequestId(req.headers[REQUEST_ID_HEADER])
  ) {
    delete req.headers[REQUEST_ID_HEADER]
  }
}
