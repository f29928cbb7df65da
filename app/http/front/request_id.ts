/*
| X-Request-Id: a client (or a proxy in front) may send its own id, which is
| then used in the logs and echoed back; anything but 1 to 128 visible ASCII
| characters of a safe set is replaced by a fresh id, so a client cannot
| forge log structure. Fresh ids are random UUIDs, set before AdonisJS reads
| the header: its own generator (cuid2, a SHA-3 hash per id) took about a
| tenth of the CPU of a cached read.
*/
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

export const REQUEST_ID_HEADER = 'x-request-id'

const REQUEST_ID_FORMAT = /^[A-Za-z0-9._:@/+=-]{1,128}$/

function isValidRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_FORMAT.test(value)
}

/** Keeps a usable X-Request-Id; otherwise (absent or unusable) gives the request a fresh one. */
export function ensureRequestId(req: IncomingMessage) {
  if (!isValidRequestId(req.headers[REQUEST_ID_HEADER])) {
    req.headers[REQUEST_ID_HEADER] = randomUUID()
  }
}
