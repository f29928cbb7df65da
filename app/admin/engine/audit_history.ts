import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import AuditLog from '#models/audit_log'
import { paginate } from '#admin/engine/listing'
import type { Snapshot } from '#admin/staff/audit_trail'
import { staffZone } from '#admin/engine/publication_form'
import { staffDateTime } from '#presenters/staff_time'

export function listAuditEntries(filter: {
  entityTypes: string[]
  entityId?: string
  page?: number
}) {
  const query = AuditLog.query()
    .preload('adminUser')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  query.whereIn('entity_type', filter.entityTypes)
  if (filter.entityId) query.where('entity_id', filter.entityId)
  return paginate(query, filter.page, 30)
}

export function recentAuditEntries(entityTypes: string[], limit = 8) {
  return AuditLog.query()
    .preload('adminUser')
    .whereIn('entity_type', entityTypes)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
}

/** Two entries of one record's history (for comparing their versions). */
export function auditEntriesOf(entityType: string, entityId: string, ids: number[]) {
  return AuditLog.query()
    .preload('adminUser')
    .where({ entity_type: entityType, entity_id: entityId })
    .whereIn('id', ids)
}

/**
 * Records whose latest entry is a delete (so they do not exist now), newest
 * first: the place to find and restore a deleted record.
 */
export async function deletedRecords(entityType?: string) {
  const latest = db
    .from('audit_logs')
    .distinctOn('entity_type', 'entity_id')
    .select('id', 'action')
    .orderBy([
      { column: 'entity_type' },
      { column: 'entity_id' },
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
  if (entityType) latest.where('entity_type', entityType)
  const latestEntries: { id: number; action: string }[] = await latest
  const ids = latestEntries.filter((row) => row.action === 'delete').map((row) => row.id)
  return AuditLog.query()
    .preload('adminUser')
    .whereIn('id', ids)
    .orderBy('created_at', 'desc')
    .limit(200)
}

/** An instant as staff read it: "31 Oct 2026, 20:00 CET" in the staff member's zone (seconds on request). */
export function readableTime(instant: DateTime, zone: string = staffZone(), withSeconds = false) {
  return staffDateTime(instant, zone, withSeconds)
}

export interface FieldChange {
  field: string
  before: string
  after: string
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

const shown = (value: unknown, zone: string, withSeconds = false): string => {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    return readableTime(DateTime.fromISO(value, { setZone: true }), zone, withSeconds)
  }
  return typeof value === 'object' ? JSON.stringify(value, null, 2) : String(value)
}

/**
 * A snapshot as labelled fields: child rows become one field per column,
 * e.g. "ticket_options #2 price", so a diff names the row and column.
 */
function flatten(snapshot: Snapshot | null): Map<string, unknown> {
  const fields = new Map<string, unknown>()
  for (const [key, value] of Object.entries(snapshot ?? {})) {
    if (Array.isArray(value) && value.every((row) => row && typeof row === 'object')) {
      fields.set(`${key} (rows)`, value.length)
      value.forEach((row, index) => {
        for (const [column, cell] of Object.entries(row as Record<string, unknown>))
          fields.set(`${key} #${index + 1} ${column}`, cell)
      })
    } else {
      fields.set(key, value)
    }
  }
  return fields
}

const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && ISO_INSTANT.test(value)

/** Two instants within one second still differ (the raw ISO text then tells them apart). */
const differ = (before: unknown, after: unknown, zone: string) =>
  shown(before, zone, true) !== shown(after, zone, true) ||
  (isInstant(before) && isInstant(after) && Date.parse(before) !== Date.parse(after))

/** Both values as text: to the minute, else to the second, else as stored, so they differ. */
function shownPair(before: unknown, after: unknown, zone: string) {
  const [from, to] = [shown(before, zone), shown(after, zone)]
  if (from !== to) return [from, to]
  const [fromSecond, toSecond] = [shown(before, zone, true), shown(after, zone, true)]
  return fromSecond === toSecond ? [String(before), String(after)] : [fromSecond, toSecond]
}

/** The fields that differ between two versions, with their values as text. */
export function fieldChanges(
  before: Snapshot | null,
  after: Snapshot | null,
  zone: string = staffZone()
): FieldChange[] {
  const [from, to] = [flatten(before), flatten(after)]
  const fields = [...new Set([...from.keys(), ...to.keys()])]
  return fields
    .filter((field) => differ(from.get(field), to.get(field), zone))
    .map((field) => {
      const [older, newer] = shownPair(from.get(field), to.get(field), zone)
      return { field, before: older, after: newer }
    })
}

/** One entry of the audit log, as the history pages show it. */
export type AuditEntry = AuditLog

const ACTION_WORDS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
}

/** What an entry did, in a word ("Changed"). */
export const actionWord = (entry: AuditLog) => ACTION_WORDS[entry.action] ?? entry.action

/** The record's own version number an entry left ("version 7"); a delete left none. */
export function versionName(entry: AuditLog): string {
  if (entry.action === 'delete') return 'the deleted version'
  return entry.recordVersion
    ? `version ${entry.recordVersion}`
    : `the ${actionWord(entry).toLowerCase()} version`
}

/** How an entry names its record: its name, title or e-mail in that version, else its id. */
export function entryTitle(entry: AuditLog): string {
  const values = entry.after ?? entry.before ?? {}
  const title = values.name ?? values.title ?? values.label ?? values.email
  return typeof title === 'string' && title ? title : entry.entityId
}

/** Who made an entry: their name, else their e-mail. */
export function entryAuthor(entry: AuditLog): string {
  const user = entry.adminUser
  if (user) return user.fullName || user.email
  return entry.actorEmail ?? 'no signed-in staff (a command or the sign-in page)'
}
