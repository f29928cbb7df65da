import { createHmac, timingSafeEqual } from 'node:crypto'
import { appKey } from '#config/app'
import { invalidParameter, type InvalidParameter } from '#exceptions/catalog_failures'
import { failed, ok, type Result } from '#lib/result'

/*
| Opaque keyset cursors that cannot be misused. A cursor carries the list it
| belongs to and the position of the last row of a page (the sort key and
| id; an offset for docs search), as base64url JSON, plus an HMAC (APP_KEY)
| over the list, the page's filters and that payload. So a cursor of another
| list, of the same list with other filters, or made by hand is refused
| before it reaches a query, and the position is checked for shape and
| types too. Keyset (not offset) keeps pages stable while rows are added.
*/

export type CursorList = 'cities' | 'events' | 'docs'

/** The filters a page was asked with (page size excluded): undefined ones are left out. */
export type CursorFilters = Record<string, string | number | boolean | null | undefined>

const SIGNATURE_LENGTH = 22

function canonicalFilters(filters: CursorFilters): string {
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify(entries)
}

function signature(list: CursorList, filters: CursorFilters, payload: string): string {
  return createHmac('sha256', appKey.release())
    .update(`cursor\n${list}\n${canonicalFilters(filters)}\n${payload}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH)
}

export function encodeCursor(list: CursorList, filters: CursorFilters, position: unknown): string {
  const payload = Buffer.from(JSON.stringify({ v: 2, l: list, p: position })).toString('base64url')
  return `${payload}.${signature(list, filters, payload)}`
}

function invalidCursor(reason: string) {
  return failed(invalidParameter('cursor', `${reason}; omit it to start over`))
}

function readPayload(payload: string): { l?: unknown; p?: unknown; v?: unknown } | null {
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return decoded && typeof decoded === 'object' && !Array.isArray(decoded) ? decoded : null
  } catch {
    return null
  }
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The position a cursor carries, if it was issued for this list and these
 * filters and its position has the expected shape; else an invalid `cursor`.
 */
export function decodeCursor<Position>(
  list: CursorList,
  filters: CursorFilters,
  cursor: string,
  isPosition: (value: unknown) => value is Position
): Result<Position, InvalidParameter> {
  const [payload, given, ...rest] = cursor.split('.')
  const decoded = payload && given && rest.length === 0 ? readPayload(payload) : null
  if (!decoded) return invalidCursor('is not a cursor this API issued')
  if (decoded.l !== list) {
    const other = typeof decoded.l === 'string' ? ` (${decoded.l.slice(0, 20)})` : ''
    return invalidCursor(`belongs to another list${other}, not to ${list}`)
  }
  if (!sameSignature(given, signature(list, filters, payload))) {
    return invalidCursor('was issued for other filters, or not by this API')
  }
  if (decoded.v !== 2 || !isPosition(decoded.p)) return invalidCursor('is malformed')
  return ok(decoded.p)
}

/* Position shapes of the lists */

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/

/** cities: [name, id] of the last city (name order). */
export function isCityPosition(value: unknown): value is [string, number] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    value[0].length <= 500 &&
    Number.isSafeInteger(value[1]) &&
    value[1] > 0
  )
}

/** events: [start (timestamptz text), id] of the last event (start order). */
export function isEventPosition(value: unknown): value is [string, string] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    ISO_TIMESTAMP.test(value[0]) &&
    !Number.isNaN(Date.parse(value[0])) &&
    typeof value[1] === 'string' &&
    value[1].length > 0 &&
    value[1].length <= 200
  )
}

/** docs search: the offset of the next page. */
export function isOffsetPosition(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 100_000
}
