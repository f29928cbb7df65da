import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { recentAuditEntries } from '#services/admin/audit_history'
import {
  countContactMessages,
  countWaitlistEntries,
  UNDELIVERED,
} from '#services/admin/submissions'
import { countOf } from '#services/admin/listing'
import { ADMIN_RESOURCES } from '#services/admin/resources'

async function count(table: string, where?: (query: DatabaseQueryBuilderContract) => void) {
  const query = db.from(table)
  if (where) where(query)
  const row = await query.count('* as total').first()
  return Number(row?.total ?? 0)
}

/**
 * The figures on the admin home page (one query after another: they are
 * small), with the recent changes of the kinds of record given. A figure that links to a filtered list is counted by that list's
 * own query, so the number and the list always agree.
 */
export async function dashboardFigures(historyTypes: string[]) {
  return {
    cities: await count('cities'),
    events: await countOf(ADMIN_RESOURCES.event.search!({})),
    partners: await countOf(ADMIN_RESOURCES.partner.search!({})),
    docs: await countOf(ADMIN_RESOURCES.doc.search!({})),
    waitlist: await countWaitlistEntries({}),
    undelivered: await countContactMessages({ status: UNDELIVERED }),
    recent: await recentAuditEntries(historyTypes),
  }
}
