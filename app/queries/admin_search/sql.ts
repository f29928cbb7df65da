/* Pieces of SQL with their bindings, put together in order (the staff panel's search). */

/** A piece of SQL with its bindings, in order. */
export interface Sql {
  sql: string
  bindings: unknown[]
}

export const sql = (text: string, bindings: unknown[] = []): Sql => ({ sql: text, bindings })

export function join(parts: Sql[], separator: string): Sql {
  return {
    sql: parts.map((part) => part.sql).join(separator),
    bindings: parts.flatMap((part) => part.bindings),
  }
}
