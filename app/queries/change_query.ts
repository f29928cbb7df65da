import db from '@adonisjs/lucid/services/db'
import type { ChangeAction, ChangeType } from '#schemas/changes'

/** One row of the change log (migration 0030). */
export interface ChangeRow {
  position: string
  type: ChangeType
  key: string
  action: ChangeAction
  changedAt: string
}

/** A page of the log, read in one snapshot with its bounds. */
export interface ChangeLogPage {
  /** Positions up to here are pruned: a token below it cannot be answered */
  prunedThrough: bigint
  /** The newest position (or prunedThrough when the log is empty) */
  current: bigint
  rows: ChangeRow[]
}

/*
| The change log in position order. Positions are handed out at commit time
| under one lock (see migration 0030), so every position below a visible
| one is visible too (or was never used): reading "after N" never skips a
| row that commits later. One statement, so the rows and the bounds come
| from one snapshot.
*/
const PAGE_SQL = `
  WITH horizon AS (SELECT coalesce(max(pruned_through), 0) AS pruned FROM change_log_prunes)
  SELECT horizon.pruned::text AS "prunedThrough",
         greatest(horizon.pruned, coalesce((SELECT max(id) FROM change_log), 0))::text AS current,
         coalesce((
           SELECT json_agg(json_build_object(
                    'position', c.id::text, 'type', c.type, 'key', c.key,
                    'action', c.action, 'changedAt', c.changed_at) ORDER BY c.id)
           FROM (
             SELECT * FROM change_log WHERE id > ?::bigint ORDER BY id LIMIT ?
           ) c), '[]'::json) AS rows
  FROM horizon`

export class ChangeQuery {
  static readonly DEFAULT_LIMIT = 500

  /**
   * Logs the scheduled moments that have passed since the last call (records
   * appearing at publish_at, going at unpublish_at: no write happens then).
   * Run before reading, so the log is never behind the public catalog.
   */
  static async logDuePublications(): Promise<void> {
    await db.rawQuery('SELECT log_due_publications()')
  }

  /** Up to `limit` changes after `since` (none when `limit` is 0), oldest first. */
  static async after(since: bigint, limit: number): Promise<ChangeLogPage> {
    const { rows } = await db.rawQuery(PAGE_SQL, [since.toString(), limit])
    const [row] = rows as { prunedThrough: string; current: string; rows: ChangeRow[] }[]
    return {
      prunedThrough: BigInt(row.prunedThrough),
      current: BigInt(row.current),
      rows: row.rows,
    }
  }
}
