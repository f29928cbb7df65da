/*
| A parked form brought back after signing in again (issue 36 item 5): its
| values are not the owner's unsaved typing as far as anyone knows (whoever
| held the form's resume ticket could have sent them), so the form says
| which fields it restored, each beside the saved value, instead of merging
| them silently.
*/
import type { AdminResource } from '#admin/engine/admin_resource'
import { fieldChanges } from '#admin/engine/audit_history'
import { fieldWording, worded } from '#admin/engine/field_labels'

type Values = Record<string, unknown>

/** A form value as text the way the browser posts it (a ticked box: "1"). */
function asPosted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asPosted)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, cell]) => [key, asPosted(cell)]))
  }
  if (value === true) return '1'
  if (value === false || value === null || value === undefined) return ''
  return String(value)
}

/** The restored fields that differ from the saved record's, labelled as the form labels them. */
export async function restoredValues(resource: AdminResource, saved: Values, restored: Values) {
  const keys = Object.keys(restored).filter((key) => !key.startsWith('_'))
  const pick = (values: Values) =>
    Object.fromEntries(keys.map((key) => [key, asPosted(values[key])]))
  const changes = fieldChanges(pick(saved), pick(restored))
  return worded(changes, await fieldWording(resource.entity))
}
