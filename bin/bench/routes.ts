/*
| What the bare server answers: the exact response the app gave once for a
| request, looked up by method, URL, If-None-Match and body (so a
| revalidation gets the captured 304, the same URL without it the captured
| 200, and each JSON-RPC call to the same endpoint its own answer).
*/
import { createHash } from 'node:crypto'

export interface CapturedResponse {
  status: number
  /** header name/value pairs as the app sent them */
  headers: [string, string][]
  /** base64 of the body bytes */
  body: string
}

export interface BareRoute extends CapturedResponse {
  key: string
}

export function routeKey(
  method: string,
  url: string,
  ifNoneMatch: string | string[] | undefined,
  body: string | Buffer
): string {
  const etags = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(', ') : (ifNoneMatch ?? '')
  const digest = createHash('sha1').update(body).digest('base64url')
  return `${method.toUpperCase()} ${url} ${etags} ${digest}`
}

/** Connection-level headers Node writes itself; everything else is answered as captured. */
const HOP_BY_HOP = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
])

export function replayedHeaders(response: CapturedResponse): [string, string][] {
  return response.headers.filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()))
}
