import { bulkActionsFor, type BulkResource } from '#admin/engine/bulk_actions'
import { BULK_ACTIONS } from '#validators/admin/bulk'

/** The bulk actions a list offers, as select options. */
export function bulkActionChoices(type: BulkResource) {
  return bulkActionsFor(type).map((value) => ({ value, label: BULK_ACTIONS[value] }))
}
