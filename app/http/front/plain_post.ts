/*
| A POST that a front handler may answer with kept bytes (the replays of MCP
| read-tool calls and of A2A questions): plain JSON with a small declared
| length, no transfer or content encoding, no browser's Origin.
*/
import type { IncomingMessage } from 'node:http'

/** `application/json` with any parameters (the type the bench and SDK clients send). */
export function isJsonContentType(contentType: string | undefined | null): boolean {
  return (contentType ?? '').split(';')[0].trim().toLowerCase() === 'application/json'
}

/** Plain JSON of at most `maxBytes` declared bytes, not encoded, not from a browser page. */
export function isPlainJsonPost({ headers }: IncomingMessage, maxBytes: number): boolean {
  const length = Number(headers['content-length'])
  return (
    length > 0 &&
    length <= maxBytes &&
    headers['transfer-encoding'] === undefined &&
    headers['content-encoding'] === undefined &&
    headers.origin === undefined &&
    isJsonContentType(headers['content-type'])
  )
}
