/*
| Optimistic concurrency for the admin panel. Every record staff edit has a
| `version` the database moves on each real change (triggers of 0030 and
| 0090). A form, a quick action or a bulk selection carries the version it
| was made from; the write locks the row, and refuses when the version has
| moved since (StaleVersion), so nothing is overwritten silently — not even
| by a second tab of the same person.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import AuditLog from '#models/audit_log'

type Id = string | number

/** The record changed since the version a form or a list was made from. */
export class StaleVersion extends Error {
  constructor(
    readonly id: string,
    readonly expected: number,
    readonly current: number
  ) {
    super(`Version ${expected} of ${id} is no longer the current one (now ${current}).`)
  }
}

/** The version a loaded row had (selected with `*`; Lucid keeps it among the extras). */
export function versionOfRow(row: LucidRow): number {
  return Number((row as unknown as { $extras: Record<string, unknown> }).$extras.version ?? 0)
}

/** A version as a form or a query string sent it; undefined when absent or not a number. */
export function readVersion(value: unknown): number | undefined {
  const text = String(value ?? '')
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined
}

/** The record's current version, its row locked until the transaction ends (null: no record). */
async function lockedVersion(model: LucidModel, id: Id, trx: TransactionClientContract) {
  const row = await trx.from(model.table).where('id', id).forUpdate().select('version').first()
  return row ? Number(row.version) : null
}

/**
 * Refuses the write when the record moved past `expected` (undefined: the
 * caller made no claim, e.g. a restore from the history of a deleted record).
 */
export async function expectVersion(
  model: LucidModel,
  id: Id,
  expected: number | undefined,
  trx: TransactionClientContract
) {
  if (expected === undefined) return
  const current = await lockedVersion(model, id, trx)
  if (current !== null && current !== expected)
    throw new StaleVersion(String(id), expected, current)
}

/** The history entries that made the versions after `version`, oldest first, with their authors. */
export function changesSince(entity: string, id: Id, version: number) {
  return AuditLog.query()
    .where({ entity_type: entity, entity_id: String(id) })
    .where('record_version', '>', version)
    .preload('adminUser')
    .orderBy('id', 'asc')
}
