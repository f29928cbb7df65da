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
import { recordChange, type Actor, type Snapshot } from '#admin/staff/audit_trail'
import type { AdminResource } from '#admin/engine/admin_resource'
import { loadRecord, saveChildren, snapshotRecord } from '#admin/engine/resource_records'
import { ADMIN_RESOURCES, isAuditedEntity } from '#admin/resources/registry'
import { expectVersion } from '#admin/engine/record_versions'
import { publicationStatus } from '#lib/publication'

/** The version an audit entry leaves behind: what it saved, or for a delete what was deleted. */
export function versionOf(entry: AuditLog): Snapshot | null {
  return entry.action === 'delete' ? entry.before : entry.after
}

/**
 * Columns the database derives and writers leave alone: a picture's file
 * follows its record of the media library (`media_id`, migration 0170), so
 * a version from before the library keeps the record's current picture.
 */
const DERIVED_COLUMNS = ['image_hash']

/** Columns of the snapshot the model has, as attributes (instants back to DateTimes). */
function attributesOf(resource: AdminResource, version: Snapshot) {
  const childKeys = new Set([...resource.children.map((child) => child.key), ...DERIVED_COLUMNS])
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

export /** Writes a snapshot's columns and child rows onto the record (or a new one); returns its id. */
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

export interface RestoreChoice {
  /** keep: the publication stays as it is now; restore: the version's publication too */
  publication: 'keep' | 'restore'
  expectedVersion?: number
}

/** The publication columns of a snapshot (events, partners, docs). */
export const PUBLICATION_KEYS = ['publication', 'publish_at', 'unpublish_at'] as const

/** The version with the publication of `now` (no record now: a draft). */
function keepingPublication(version: Snapshot, now: Snapshot | null): Snapshot {
  if (!('publication' in version)) return version
  const kept = now ?? { publication: 'draft', publish_at: null, unpublish_at: null }
  const publication = Object.fromEntries(PUBLICATION_KEYS.map((key) => [key, kept[key] ?? null]))
  return { ...version, ...publication }
}

/**
 * Restores the version of audit entry `entryId`; returns the resource and record id.
 * The publication stays as it is now (a deleted record comes back as a draft)
 * unless `choice.publication` is `restore`; `choice.expectedVersion` is the
 * version the confirmation showed (StaleVersion when it moved since).
 */
export function restoreVersion(
  actor: Actor,
  entryId: number,
  choice: RestoreChoice = { publication: 'keep' }
) {
  return db.transaction(async (trx) => {
    const entry = await AuditLog.query({ client: trx }).where('id', entryId).firstOrFail()
    const saved = versionOf(entry)
    if (!saved || !isAuditedEntity(entry.entityType)) {
      throw new NothingToRestore('This entry holds no version to restore')
    }
    const resource = ADMIN_RESOURCES[entry.entityType]
    const current = await loadRecord(resource, entry.entityId, trx)
    if (current) await expectVersion(resource.model, entry.entityId, choice.expectedVersion, trx)
    const before = current ? snapshotRecord(resource, current) : null
    const version = choice.publication === 'restore' ? saved : keepingPublication(saved, before)
    const id = await writeVersion(trx, resource, current, version)
    const after = snapshotRecord(resource, (await loadRecord(resource, id, trx))!)
    await recordChange(trx, actor, resource.entity, {
      action: 'restore',
      entityId: id,
      before,
      after,
      restoredFrom: entry.id,
    })
    const row = (await loadRecord(resource, id, trx))!
    const publicNow = 'publication' in after ? publicationStatus(row as never) === 'live' : null
    return { resource, id, title: resource.titleOf(row), publicNow }
  })
}
