/*
| What the front handlers (app/server/app_server.ts) read of a request before
| routing, the way the router reads it.
*/
import type { IncomingMessage } from 'node:http'

/** GET or HEAD with no body and no content type: nothing but the target decides the answer. */
export function isBodiless(req: IncomingMessage) {
  const { headers } = req
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    headers['content-type'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    (headers['content-length'] === undefined || headers['content-length'] === '0')
  )
}

/** The path of a request target, without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/**
 * The query's top-level parameters as the rate-limit weight reads them: a
 * name given once plainly is its text; given twice, or with brackets
 * (`limit[]=`, `q[a]=`), it is a list, as the router's query parser makes it.
 */
export function frontQuery(url: string): Record<string, unknown> {
  const query = url.indexOf('?')
  const params: Record<string, unknown> = {}
  if (query === -1) return params
  for (const [key, value] of new URLSearchParams(url.slice(query + 1))) {
    const bracket = key.indexOf('[')
    const name = bracket > 0 ? key.slice(0, bracket) : key
    params[name] = bracket > 0 || Object.hasOwn(params, name) ? [value] : value
  }
  return params
}
