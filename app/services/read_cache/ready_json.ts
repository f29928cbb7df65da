/*
| The JSON bytes and strong ETag of an answer, computed once per value. A
| cached value is the same object on every hit, so its bytes are made once;
| an uncached value gets them made from the same function: a hit and a miss
| send byte-identical answers.
*/
import { createHash } from 'node:crypto'

export interface ReadyJson {
  /** UTF-8 bytes of the JSON text, encoded once */
  body: Buffer
  etag: string
}

const made = new WeakMap<object, ReadyJson>()

export function rememberJson(value: unknown): ReadyJson {
  const known = typeof value === 'object' && value !== null ? made.get(value) : undefined
  if (known) return known
  const body = Buffer.from(JSON.stringify(value))
  const ready = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
  if (typeof value === 'object' && value !== null) made.set(value, ready)
  return ready
}
