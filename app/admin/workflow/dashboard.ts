import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { recentAuditEntries } from '#admin/engine/audit_history'
import {
  countContactMessages,
  countWaitlistEntries,
  UNDELIVERED,
} from '#admin/workflow/submissions'
import { countOf } from '#admin/engine/listing'
import { ADMIN_RESOURCES } from '#admin/resources/registry'
import { matchingRecords } from '#admin/engine/resource_lists'

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
    events: await countOf(matchingRecords(ADMIN_RESOURCES.event, {})),
    partners: await countOf(matchingRecords(ADMIN_RESOURCES.partner, {})),
    docs: await countOf(matchingRecords(ADMIN_RESOURCES.doc, {})),
    waitlist: await countWaitlistEntries({}),
    undelivered: await countContactMessages({ status: UNDELIVERED }),
    recent: await recentAuditEntries(historyTypes),
  }
}
