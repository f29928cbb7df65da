import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'

/*
| One request over plain node:http to the test server, answered with what
| went over the wire: status, headers (and their names in the order they
| were sent) and body bytes. fetch would add headers of its own (e.g.
| `Cache-Control: no-cache` on conditional requests).
*/

export interface HttpAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** header names in the order they were sent */
  names: string[]
  body: Buffer
}

export interface HttpRequestOptions {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
}

export function sendRequest(path: string, options: HttpRequestOptions = {}) {
  const { body, ...request } = options
  const headers = { ...options.headers }
  if (body !== undefined) headers['content-length'] ??= String(Buffer.byteLength(body))
  return new Promise<HttpAnswer>((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: process.env.PORT, path, ...request, headers },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode!,
            headers: incoming.headers,
            names: incoming.rawHeaders.filter((_, index) => index % 2 === 0),
            body: Buffer.concat(chunks),
          })
        )
      }
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** Headers whose values are each request's own (ids, counters, the date). */
const PER_REQUEST = new Set([
  'x-request-id',
  'date',
  'ratelimit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
])

/** The headers two answers to the same request must share. */
export function stableHeaders(answer: HttpAnswer) {
  return Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !PER_REQUEST.has(name))
  )
}
