/*
| Every admin write that changes public data runs through `auditedChange`:
| one transaction for the change and its audit entry (who, what, when,
| before and after). Each entry is written only when the actor may make the
| change (the publication gate, #admin/staff/publication_gate): a refusal
| throws inside the writer's transaction, so nothing of it is kept. The public surfaces read the database on each request,
| so nothing needs invalidating once the transaction commits.
*/
import db from '@adonisjs/lucid/services/db'
import string from '@adonisjs/core/helpers/string'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import AuditLog, { type AuditAction } from '#models/audit_log'
import { insertMany } from '#admin/staff/bulk_insert'
import { checkPublication } from '#admin/staff/publication_gate'
import type { StaffRole } from '#schemas/enums'

/** Who makes a change: the history names them, the publication gate asks their role. */
export interface Actor {
  id: number
  email: string
  role: StaffRole
}

export const AUDITED_ENTITIES = {
  city: 'City',
  event: 'Event',
  partner: 'Partner',
  pricing_item: 'Pricing item',
  doc: 'Doc',
} as const
export type AuditedEntity = keyof typeof AUDITED_ENTITIES

/** Staff accounts are in the history too (admins only; nothing to restore). */
const STAFF_ACCOUNT_ENTITY = { staff_account: 'Staff account' } as const
/** Pictures of the media library: in the history for all staff, nothing to restore. */
export const MEDIA_ENTITY = { media: 'Picture' } as const
export const HISTORY_ENTITIES = {
  ...AUDITED_ENTITIES,
  ...MEDIA_ENTITY,
  ...STAFF_ACCOUNT_ENTITY,
} as const
export type HistoryEntity = keyof typeof HISTORY_ENTITIES

/** null: no staff member signed in (node ace, or "forgot password" on the sign-in page). */
export type AuditActor = Actor | null

export type Snapshot = Record<string, unknown>

export interface RecordedChange<T> {
  action: AuditAction
  entityId: string | number
  before: Snapshot | null
  after: Snapshot | null
  result: T
  /** a restore names the audit entry whose version it put back */
  restoredFrom?: number
}

const NOISE = ['created_at', 'updated_at']

/**
 * A row as plain JSON for the audit log and the edit forms: keys named like
 * the columns (snake_case), without bookkeeping columns.
 */
export function snapshotOf(row: LucidRow, omit: string[] = []): Snapshot {
  const values: Snapshot = {}
  for (const [key, value] of Object.entries(row.serialize())) values[string.snakeCase(key)] = value
  for (const key of [...NOISE, ...omit]) delete values[key]
  return values
}

const sameSnapshot = (a: Snapshot | null, b: Snapshot | null) =>
  JSON.stringify(a) === JSON.stringify(b)

type Change = Omit<RecordedChange<unknown>, 'result'>

/** An update that changed nothing leaves no entry. */
const isRecorded = (change: Change) =>
  !(change.action === 'update' && sameSnapshot(change.before, change.after))

const entryOf = (actor: AuditActor, entityType: HistoryEntity, change: Change) => ({
  adminUserId: actor?.id ?? null,
  actorEmail: actor?.email ?? null,
  action: change.action,
  entityType,
  entityId: String(change.entityId),
  before: change.before,
  after: change.after,
  restoredFrom: change.restoredFrom ?? null,
})

export async function recordChange(
  trx: TransactionClientContract,
  actor: AuditActor,
  entityType: HistoryEntity,
  change: Change
) {
  if (!isRecorded(change)) return null
  checkPublication(actor?.role ?? null, entityType, change)
  return AuditLog.create(entryOf(actor, entityType, change), { client: trx })
}

/** Many changes at once (a bulk import): the entries recordChange would make, in a few statements. */
export async function recordChanges(
  trx: TransactionClientContract,
  actor: AuditActor,
  entityType: HistoryEntity,
  changes: Change[]
) {
  const recorded = changes.filter(isRecorded)
  for (const change of recorded) checkPublication(actor?.role ?? null, entityType, change)
  const entries = recorded.map((change) => entryOf(actor, entityType, change))
  await insertMany(trx, AuditLog, entries)
}

/** Runs `work` in a transaction and records the change it reports. */
export async function auditedChange<T>(
  actor: Actor,
  entityType: AuditedEntity,
  work: (trx: TransactionClientContract) => Promise<RecordedChange<T>>
): Promise<T> {
  return db.transaction(async (trx) => {
    const change = await work(trx)
    await recordChange(trx, actor, entityType, change)
    return change.result
  })
}
