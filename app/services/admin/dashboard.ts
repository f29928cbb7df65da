import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { recentAuditEntries } from '#services/admin/audit_history'
import { NOT_ENDED_SQL } from '#lib/event_state'

async function count(table: string, where?: (query: DatabaseQueryBuilderContract) => void) {
  const query = db.from(table)
  if (where) where(query)
  const row = await query.count('* as total').first()
  return Number(row?.total ?? 0)
}

/**
 * The figures on the admin home page (one query after another: they are
 * small), with the recent changes of the kinds of record given.
 */
export async function dashboardFigures(historyTypes: string[]) {
  return {
    cities: await count('cities'),
    upcomingEvents: await count('events', (query) => query.whereRaw(NOT_ENDED_SQL)),
    partners: await count('partners'),
    docs: await count('docs'),
    waitlist: await count('waitlist_entries'),
    undelivered: await count('contact_messages', (query) =>
      query.whereIn('delivery_status', ['failed', 'not_configured'])
    ),
    recent: await recentAuditEntries(historyTypes),
  }
}
