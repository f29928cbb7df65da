/*
| Deleting a record (its confirmation page's form), HTTP-free and through the
| gate: on the version the page showed; the history entry it leaves is the
| one "Undo" takes back.
*/
import type { AdminResource } from '#admin/engine/admin_resource'
import { deleteRecord } from '#admin/engine/resource_records'
import { latestEntryBy } from '#admin/engine/undo_changes'
import type { Actor } from '#admin/staff/audit_trail'
import { through } from '#admin/actions/gate'

export function deleteFromForm(
  resource: AdminResource,
  actor: Actor,
  id: string | number,
  expected?: number
) {
  return through(actor, 'content', async () => {
    const row = await deleteRecord(resource, actor, id, expected)
    const rowId = (row as unknown as { id: string | number }).id
    return { row, entry: await latestEntryBy(actor.id, resource.entity, rowId) }
  })
}
