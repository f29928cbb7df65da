/*
| `If-None-Match` as RFC 9110 (13.1.2) has the origin evaluate it: weak
| comparison of each listed entity tag, `*` for any. It is evaluated whatever
| `Cache-Control` the request carries: `fetch` adds `no-cache` to conditional
| requests by itself (the `fresh` package then answers "not fresh", so
| fetch-based clients never got a 304).
*/

const opaque = (tag: string) => tag.trim().replace(/^W\//, '')

/** The request's `If-None-Match` names `etag` (or `*`): answer 304. */
export function noneMatchHits(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const listed = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',')
  const wanted = opaque(etag)
  return listed.some((tag) => tag.trim() === '*' || opaque(tag) === wanted)
}
