/*
| "Restore this version": writes a version from the history back (the
| record's columns and its child rows), or brings a deleted record back.
| The restore is itself an audited change (action `restore`, naming the
| version it restored), in one transaction.
*/
import { DateTime } from 'luxon'
import string from '@adonisjs/core/helpers/string'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import AuditLog from '#models/audit_log'
import { recordChange, type Actor, type Snapshot } from '#services/admin/audit_trail'
import type { AdminResource } from '#services/admin/admin_resource'
import { loadRecord, saveChildren, snapshotRecord } from '#services/admin/resource_records'
import { ADMIN_RESOURCES, isAuditedEntity } from '#services/admin/resources'

/** The version an audit entry leaves behind: what it saved, or for a delete what was deleted. */
export function versionOf(entry: AuditLog): Snapshot | null {
  return entry.action === 'delete' ? entry.before : entry.after
}

/** Columns of the snapshot the model has, as attributes (instants back to DateTimes). */
function attributesOf(resource: AdminResource, version: Snapshot) {
  const childKeys = new Set(resource.children.map((child) => child.key))
  const attributes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(version)) {
    const name = string.camelCase(key)
    const column = resource.model.$getColumn(name)
    if (childKeys.has(key) || !column) continue
    const instant = column.meta?.type === 'datetime' && typeof value === 'string'
    attributes[name] = instant ? DateTime.fromISO(value) : value
  }
  return attributes
}

async function writeVersion(
  trx: TransactionClientContract,
  resource: AdminResource,
  current: LucidRow | null,
  version: Snapshot
) {
  const row = current ?? new resource.model()
  row.useTransaction(trx)
  row.merge(attributesOf(resource, version))
  await row.save()
  const id = (row as unknown as { id: string | number }).id
  await saveChildren(resource, trx, id, version)
  return String(id)
}

export class NothingToRestore extends Error {}

/** Restores the version of audit entry `entryId`; returns the resource and record id. */
export function restoreVersion(actor: Actor, entryId: number) {
  return db.transaction(async (trx) => {
    const entry = await AuditLog.query({ client: trx }).where('id', entryId).firstOrFail()
    const version = versionOf(entry)
    if (!version || !isAuditedEntity(entry.entityType)) {
      throw new NothingToRestore('This entry holds no version to restore')
    }
    const resource = ADMIN_RESOURCES[entry.entityType]
    const current = await loadRecord(resource, entry.entityId, trx)
    const before = current ? snapshotRecord(resource, current) : null
    const id = await writeVersion(trx, resource, current, version)
    const after = snapshotRecord(resource, (await loadRecord(resource, id, trx))!)
    await recordChange(trx, actor, resource.entity, {
      action: 'restore',
      entityId: id,
      before,
      after,
      restoredFrom: entry.id,
    })
    return { resource, id }
  })
}
