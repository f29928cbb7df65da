/*
| The last line of defence between Node's HTTP server and AdonisJS: a request
| whose answer cannot be written (an invalid header value, a serializer that
| throws while AdonisJS finishes the response) is logged and answered 500. It
| never becomes an unhandled rejection, which would stop the whole process.
*/
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { ensureRequestId } from '#http/front/request_id'
import { trackConnections } from '#http/bodies/http_drain'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown
/** Answers a request before the router, or says (false) that the router must. */
export type FrontHandler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>
type Log = (error: unknown, req: IncomingMessage) => void

/** Front handlers tried in order; the first that answers wins (each says false at once when a request is not its kind). */
export function frontHandlers(...handlers: FrontHandler[]): FrontHandler {
  const tryFrom = async (index: number, req: IncomingMessage, res: ServerResponse) => {
    for (let at = index; at < handlers.length; at++) {
      if (await handlers[at](req, res)) return true
    }
    return false
  }
  return (req, res) => {
    for (const [at, handler] of handlers.entries()) {
      const answered = handler(req, res)
      if (answered === true) return true
      if (answered !== false) return answered.then((done) => done || tryFrom(at + 1, req, res))
    }
    return false
  }
}

const FALLBACK_BODY = JSON.stringify({
  error: {
    code: 'internal_error',
    message: 'The server could not write this answer.',
    status: 500,
  },
})

function answerUnwritable(res: ServerResponse) {
  if (res.headersSent) return res.destroy()
  for (const name of res.getHeaderNames()) res.removeHeader(name)
  res.writeHead(500, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-length': Buffer.byteLength(FALLBACK_BODY),
  })
  res.end(FALLBACK_BODY)
}

export function guardResponses(handler: Handler, log: Log, front?: FrontHandler): Handler {
  return (req, res) =>
    Promise.resolve()
      .then(async () => {
        ensureRequestId(req)
        if (front && (await front(req, res))) return
        return handler(req, res)
      })
      .catch((error) => {
        log(error, req)
        try {
          answerUnwritable(res)
        } catch {
          res.destroy()
        }
      })
}

function logToAppLogger(error: unknown, req: IncomingMessage) {
  import('@adonisjs/core/services/logger')
    .then(({ default: logger }) =>
      logger.error({ err: error, method: req.method, url: req.url }, 'answer could not be written')
    )
    .catch(() => {})
}

/**
 * The Node HTTP server for AdonisJS's handler, with the guard in front (and
 * the `front` handler, e.g. the answer replay of cached reads), and its
 * connections tracked for a graceful stop (`drainHttpServer`).
 */
export function createGuardedServer(handler: Handler, front?: FrontHandler) {
  return trackConnections(createServer(guardResponses(handler, logToAppLogger, front)))
}
