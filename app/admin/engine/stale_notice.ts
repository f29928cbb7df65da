/*
| What a quick action, a delete or a bulk change says when the record moved
| since the page it came from was loaded: who changed it, when, and which
| fields (by the form's labels). Nothing was changed.
*/
import type { AdminResource } from '#admin/engine/admin_resource'
import { authorOf, changedLabels } from '#admin/engine/edit_conflicts'
import { changesSince, type StaleVersion } from '#admin/engine/record_versions'
import { staffDateTime } from '#presenters/staff_time'

export async function staleNotice(
  resource: AdminResource,
  title: string,
  stale: StaleVersion,
  zone: string
): Promise<string> {
  const changes = await changesSince(resource.entity, stale.id, stale.expected)
  const authors = [...new Set(changes.map((entry) => authorOf(entry)))]
  const last = changes.at(-1)
  const who = authors.length ? ` by ${authors.join(' and ')}` : ''
  const when = last ? ` (${staffDateTime(last.createdAt, zone)})` : ''
  const labels = changedLabels(resource, changes)
  const what = labels.length ? `: ${labels.join(', ')}` : ''
  return `${title} was changed since this page was loaded${who}${when}${what}. Nothing was changed: check the current values and try again.`
}
