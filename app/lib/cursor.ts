import { InvalidParameterError } from '#services/catalog/catalog_errors'

/**
 * Opaque keyset cursors: the sort key and id of the last row of a page,
 * as base64url JSON. Keyset (not offset) keeps pages stable while rows are
 * added: a new row never shifts or repeats the rows after the cursor.
 */
export function encodeCursor(position: [string, string | number]): string {
  return Buffer.from(JSON.stringify({ v: 1, p: position })).toString('base64url')
}

export function decodeCursor<T extends string | number>(cursor: string): [string, T] {
  try {
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    const position = decoded?.p
    if (decoded?.v === 1 && Array.isArray(position) && position.length === 2) {
      if (typeof position[0] === 'string' && ['string', 'number'].includes(typeof position[1])) {
        return position as [string, T]
      }
    }
  } catch {}
  throw new InvalidParameterError(
    'cursor',
    'is not a cursor this API issued; omit it to start over'
  )
}
