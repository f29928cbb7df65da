/*
| Scheduled publishing as a clock of the read cache: a scheduled event,
| partner or doc appears (or an unpublish time takes one off) with no write
| and so no change signal. Every entry built from such a table therefore
| expires at that table's next publication instant. The instant itself is
| cached per table (dropped when the table changes, expiring at itself).
*/
import db from '@adonisjs/lucid/services/db'
import type { ContentTable, ReadCache } from '#services/read_cache/read_cache'
import { cacheKey } from '#services/read_cache/cache_key'
import {
  NEXT_PUBLICATION_CHANGE_SQL,
  PUBLISHABLE_TABLES,
  type PublishableTable,
} from '#lib/publication'

const isPublishable = (table: ContentTable): table is PublishableTable =>
  (PUBLISHABLE_TABLES as readonly string[]).includes(table)

function nextChangeOf(cache: ReadCache, table: PublishableTable): Promise<number | null> {
  return cache.readUnclocked(cacheKey('nextPublicationChange', { table }), [table], async () => {
    const result = await db.rawQuery(NEXT_PUBLICATION_CHANGE_SQL(table))
    const next: Date | null = result.rows[0]?.nextChange ?? null
    const at = next ? next.getTime() : null
    return { value: at, expiresAt: at }
  })
}

/** The earliest next publication instant of the publishable tables among `tables`. */
export async function nextPublicationChange(
  cache: ReadCache,
  tables: readonly ContentTable[]
): Promise<number | null> {
  const instants = await Promise.all(
    tables.filter(isPublishable).map((t) => nextChangeOf(cache, t))
  )
  const planned = instants.filter((instant): instant is number => instant !== null)
  return planned.length > 0 ? Math.min(...planned) : null
}
