import AuditLog from '#models/audit_log'
import { paginate } from '#services/admin/listing'
import type { Snapshot } from '#services/admin/audit_trail'

export function listAuditEntries(filter: {
  entityType?: string
  entityId?: string
  page?: number
}) {
  const query = AuditLog.query().orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (filter.entityType) query.where('entity_type', filter.entityType)
  if (filter.entityId) query.where('entity_id', filter.entityId)
  return paginate(query, filter.page, 30)
}

export function recentAuditEntries(limit = 8) {
  return AuditLog.query().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit)
}

export interface FieldChange {
  field: string
  before: string
  after: string
}

const shown = (value: unknown) =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value, null, 2)
      : String(value)

/** The fields an audit entry changed, with their values before and after as text. */
export function fieldChanges(before: Snapshot | null, after: Snapshot | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return fields
    .map((field) => ({ field, before: shown(before?.[field]), after: shown(after?.[field]) }))
    .filter((change) => change.before !== change.after)
}
