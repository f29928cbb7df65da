import { encodeCursor } from '#lib/cursor'

export interface Page<T> {
  rows: T[]
  total: number
  nextCursor: string | null
}

/**
 * A page from `limit + 1` rows in keyset order: the extra row only tells
 * that another page follows, and the cursor is the last kept row's position.
 */
export function keysetPage<T>(
  rows: T[],
  limit: number,
  total: number,
  positionOf: (row: T) => [string, string | number]
): Page<T> {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    rows: page,
    total,
    nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null,
  }
}
