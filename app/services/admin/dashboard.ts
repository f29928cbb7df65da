import db from '@adonisjs/lucid/services/db'
import { recentAuditEntries } from '#services/admin/audit_history'

const count = async (table: string, where?: (query: any) => void) => {
  const query = db.from(table)
  if (where) where(query)
  const row = await query.count('* as total').first()
  return Number(row?.total ?? 0)
}

/** The figures on the admin home page. */
export async function dashboardFigures() {
  const [cities, upcomingEvents, partners, docs, waitlist, undelivered, recent] = await Promise.all(
    [
      count('cities'),
      count('events', (query) => query.whereRaw('coalesce(end_at, start_at) >= now()')),
      count('partners'),
      count('docs'),
      count('waitlist_entries'),
      count('contact_messages', (query) =>
        query.whereIn('delivery_status', ['failed', 'not_configured'])
      ),
      recentAuditEntries(),
    ]
  )
  return { cities, upcomingEvents, partners, docs, waitlist, undelivered, recent }
}
