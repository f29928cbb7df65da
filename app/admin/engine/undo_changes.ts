/*
| "Undo" in the banner after a bulk change or a delete: for a short while
| the staff member who made the change can put every record back as it
| was before it, in one transaction, as long as nobody changed any of them
| since (else nothing is undone and the notice says which). Each undo is
| itself an audited change ("Restored" for a deleted record brought back).
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuditLog from '#models/audit_log'
import { recordChange, type Actor } from '#admin/staff/audit_trail'
import { loadRecord, snapshotRecord } from '#admin/engine/resource_records'
import { ADMIN_RESOURCES, isAuditedEntity } from '#admin/resources/registry'
import { writeVersion } from '#admin/engine/restore'
import { entryTitle } from '#admin/engine/audit_history'
import { mayWrite } from '#admin/staff/publication_gate'
import type { StaffRole } from '#schemas/enums'

/** How long the server accepts an undo (the banner offers it for the first seconds). */
const UNDO_SECONDS = 120

export class UndoRefused extends Error {}

/** The latest entry of a record's history (an undo is refused when it is not the one to undo). */
async function latestEntryId(entry: AuditLog, trx: TransactionClientContract) {
  const latest = await AuditLog.query({ client: trx })
    .where({ entity_type: entry.entityType, entity_id: entry.entityId })
    .orderBy('id', 'desc')
    .first()
  return latest?.id
}

async function undoable(actor: Actor, ids: number[], trx: TransactionClientContract) {
  const entries = await AuditLog.query({ client: trx }).whereIn('id', ids).orderBy('id', 'desc')
  const isLatest = async (entry: AuditLog) =>
    Number(await latestEntryId(entry, trx)) === Number(entry.id)
  if (entries.length !== ids.length || entries.length === 0)
    throw new UndoRefused('There is no such change to undo.')
  for (const entry of entries) {
    if (entry.adminUserId !== actor.id) throw new UndoRefused('Only who made a change can undo it.')
    if (entry.createdAt < DateTime.now().minus({ seconds: UNDO_SECONDS }))
      throw new UndoRefused('Too late to undo: the history still has every version to restore.')
    if (!isAuditedEntity(entry.entityType) || !entry.before || entry.action === 'create')
      throw new UndoRefused('This change cannot be undone here: see the history.')
    if (!(await isLatest(entry)))
      throw new UndoRefused(
        `Nothing was undone: “${entryTitle(entry)}” was changed since. See its history.`
      )
  }
  return entries
}

/** Puts each record of these entries back as it was before them; returns how many. */
export function undoChanges(actor: Actor, entryIds: number[]) {
  return db.transaction(async (trx) => {
    const entries = await undoable(actor, entryIds, trx)
    for (const entry of entries) {
      const resource = ADMIN_RESOURCES[entry.entityType as keyof typeof ADMIN_RESOURCES]
      const current = await loadRecord(resource, entry.entityId, trx)
      const before = current ? snapshotRecord(resource, current) : null
      const id = await writeVersion(trx, resource, current, entry.before!)
      const after = snapshotRecord(resource, (await loadRecord(resource, id, trx))!)
      await recordChange(trx, actor, resource.entity, {
        action: current ? 'update' : 'restore',
        entityId: id,
        before,
        after,
        ...(!current && { restoredFrom: entry.id }),
      })
    }
    return entries.length
  })
}

/** Whether `role` may undo these entries (the publication gate allows putting each `before` back). */
export async function undoAllowed(role: StaffRole, entryIds: number[]) {
  const entries = await AuditLog.query().whereIn('id', entryIds)
  return entries.every((entry) => mayWrite(role, entry.entityType, entry.after, entry.before))
}

/** The latest history entry of a record by this staff member (what a delete just wrote). */
export async function latestEntryBy(actorId: number, type: string, id: string | number) {
  const entry = await AuditLog.query()
    .where({ entity_type: type, entity_id: String(id), admin_user_id: actorId })
    .orderBy('id', 'desc')
    .first()
  return entry ? Number(entry.id) : null
}
