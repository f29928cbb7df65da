/*
| The generic create/edit/delete of an admin resource: load a record with
| its child rows, snapshot it for the audit log, write the declared
| attributes and child rows, all through `auditedChange`.
*/
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import type { AdminResource, DeletionImpact } from '#admin/engine/admin_resource'
import {
  auditedChange,
  snapshotOf,
  type Actor,
  type RecordedChange,
  type Snapshot,
} from '#admin/staff/audit_trail'
import { replaceRows, rowsOf } from '#admin/engine/child_rows'
import {
  publicationFormValues,
  staffZone,
  type PublicationRecord,
} from '#admin/engine/publication_form'
import { expectVersion } from '#admin/engine/record_versions'

type Id = string | number

const idOf = (row: LucidRow) => (row as unknown as { id: Id }).id

/** The record with its child rows; null when there is none (or the id cannot be one). */
export async function loadRecord(
  resource: AdminResource,
  id: Id,
  client?: TransactionClientContract
): Promise<LucidRow | null> {
  if (resource.numericId && !/^\d{1,10}$/.test(String(id))) return null
  const query = resource.model.query({ client }).where('id', id)
  for (const child of resource.children) query.preload(child.relation as never)
  return query.first()
}

/** The record, or the 404 page. */
export async function findRecord(
  resource: AdminResource,
  id: Id,
  client?: TransactionClientContract
) {
  const row = await loadRecord(resource, id, client)
  if (!row) return resource.model.query({ client }).where('id', -1).firstOrFail()
  return row
}

/** The record as the audit log keeps it: columns (snake_case) and child rows in order. */
export function snapshotRecord(resource: AdminResource, row: LucidRow): Snapshot {
  const values = snapshotOf(row)
  for (const child of resource.children) {
    const rows = (row as unknown as Record<string, LucidRow[]>)[child.relation]
    values[child.key] = rowsOf(rows, child.fields)
  }
  return values
}

/** The edit form's values. */
export function formValues(resource: AdminResource, row: LucidRow, zone = staffZone()): Snapshot {
  if (resource.form.values) return resource.form.values(row, zone)
  const values = snapshotRecord(resource, row)
  if (!resource.form.publicationInStaffZone) return values
  return { ...values, ...publicationFormValues(row as unknown as PublicationRecord, zone) }
}

/** Replaces the record's child rows with those of a form input or a snapshot. */
export async function saveChildren(
  resource: AdminResource,
  trx: TransactionClientContract,
  id: Id,
  input: Record<string, unknown>
) {
  for (const child of resource.children) {
    const rows = (input[child.key] ?? []) as Record<string, unknown>[]
    await replaceRows(trx, child.model, { [child.parent]: id }, rows)
  }
}

async function snapshotAfter(resource: AdminResource, id: Id, trx: TransactionClientContract) {
  return snapshotRecord(resource, await findRecord(resource, id, trx))
}

/** Creates the record in `trx`; the change to record. */
async function writeNewRecord(
  resource: AdminResource,
  trx: TransactionClientContract,
  input: Record<string, any>,
  zone: string
): Promise<RecordedChange<LucidRow>> {
  const attributes = {
    ...resource.createAttributes?.(input),
    ...(await resource.attributes(input, trx, zone)),
  }
  const row = await resource.model.create(attributes, { client: trx })
  await saveChildren(resource, trx, idOf(row), input)
  const after = await snapshotAfter(resource, idOf(row), trx)
  return { action: 'create', entityId: idOf(row), before: null, after, result: row }
}

export function createRecord(
  resource: AdminResource,
  actor: Actor,
  input: Record<string, any>,
  zone: string
) {
  return auditedChange(actor, resource.entity, (trx) => writeNewRecord(resource, trx, input, zone))
}

/**
 * Forms show times to the minute. A time staff left as it was keeps the
 * seconds it had (a record made by the API, a seeder or SQL), so saving a
 * form never moves an instant nobody touched.
 */
export function keepingUntouchedSeconds(row: LucidRow, attributes: object): object {
  const stored = row as unknown as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(attributes).map(([key, value]) => {
      const before = stored[key]
      const untouched =
        DateTime.isDateTime(value) &&
        DateTime.isDateTime(before) &&
        before.startOf('minute').toMillis() === value.toMillis()
      return [key, untouched ? before : value]
    })
  )
}

/** `expectedVersion`: the version the form was made from (StaleVersion when it moved since). */
export function updateRecord(
  resource: AdminResource,
  actor: Actor,
  id: Id,
  input: Record<string, any>,
  zone: string,
  expectedVersion?: number
) {
  return auditedChange(actor, resource.entity, async (trx) => {
    await expectVersion(resource.model, id, expectedVersion, trx)
    return writeRecordUpdate(resource, trx, await findRecord(resource, id, trx), input, zone)
  })
}

/** Writes the input over `row` in `trx`; the change to record. */
export async function writeRecordUpdate(
  resource: AdminResource,
  trx: TransactionClientContract,
  row: LucidRow,
  input: Record<string, any>,
  zone: string
): Promise<RecordedChange<LucidRow>> {
  const before = snapshotRecord(resource, row)
  row.merge(keepingUntouchedSeconds(row, await resource.attributes(input, trx, zone)))
  await row.save()
  await saveChildren(resource, trx, idOf(row), input)
  await resource.afterUpdate?.(row, trx)
  const after = await snapshotAfter(resource, idOf(row), trx)
  return { action: 'update', entityId: idOf(row), before, after, result: row }
}

/** Child rows go with the record (ON DELETE CASCADE); what else is said by `deletionImpact`. */
export function deleteRecord(
  resource: AdminResource,
  actor: Actor,
  id: Id,
  expectedVersion?: number
) {
  return auditedChange(actor, resource.entity, async (trx) => {
    const row = await findRecord(resource, id, trx)
    await expectVersion(resource.model, idOf(row), expectedVersion, trx)
    const before = snapshotRecord(resource, row)
    await row.delete()
    return { action: 'delete', entityId: idOf(row), before, after: null, result: row }
  })
}

/** What deleting takes with it: its child rows by count, plus what the resource adds. */
export async function deletionImpact(
  resource: AdminResource,
  row: LucidRow
): Promise<DeletionImpact> {
  const extra = resource.deletionImpact ? await resource.deletionImpact(row) : null
  const children = resource.children.map((child) => ({
    label: child.label,
    count: ((row as unknown as Record<string, unknown[]>)[child.relation] ?? []).length,
  }))
  return {
    deleted: [...children, ...(extra?.deleted ?? [])].filter((entry) => entry.count > 0),
    unlinked: (extra?.unlinked ?? []).filter((entry) => entry.count > 0),
  }
}
