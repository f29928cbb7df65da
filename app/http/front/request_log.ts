/*
| One structured log line per request, written once the answer is sent (or
| the connection closed first): method, route pattern (null when no route
| matched), path, status and duration. Never headers, cookies, query strings
| or bodies, so no password, token or message text reaches the logs. The
| request id is the logger's binding.
*/
import type { ServerResponse } from 'node:http'
import type { Logger } from '@adonisjs/core/logger'

export interface LoggedRequest {
  method: string
  /** the path without the query string */
  path: string
  /** read when the answer is sent: the route is only known after routing */
  route: () => string | null
}

export function logRequestWhenAnswered(
  logger: Logger,
  res: ServerResponse,
  request: LoggedRequest
) {
  if (!logger.isLevelEnabled('info')) return
  const started = process.hrtime.bigint()
  let logged = false
  const log = () => {
    if (logged) return
    logged = true
    logger.info(
      {
        method: request.method,
        route: request.route(),
        path: request.path,
        status: res.statusCode,
        duration_ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request'
    )
  }
  res.once('finish', log)
  res.once('close', log)
}
