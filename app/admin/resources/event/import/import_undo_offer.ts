/*
| Whether the import report offers "Undo" to the person reading it: only when
| the publication gate would let them put every updated event back (under
| review, an editor's undo must not publish an event that is offline now).
*/
import db from '@adonisjs/lucid/services/db'
import type EventImport from '#models/event_import'
import { mayPublish, mayWrite } from '#admin/staff/publication_gate'
import type { StaffRole } from '#schemas/enums'

export async function importUndoOffered(role: StaffRole, record: EventImport) {
  if (record.status !== 'applied' || mayPublish(role)) return record.status === 'applied'
  const restored = (record.changes ?? []).filter((change) => change.before !== null)
  if (restored.length === 0) return true
  const rows: Record<string, unknown>[] = await db
    .from('events')
    .whereIn(
      'id',
      restored.map((change) => change.id)
    )
    .select('id', 'publication', 'publish_at', 'unpublish_at')
  const now = new Map(rows.map((row) => [row.id, row]))
  return restored.every((change) =>
    mayWrite(role, 'event', now.get(change.id) ?? null, change.before)
  )
}
