import { bulkActionsFor, type BulkResource } from '#admin/engine/bulk_actions'
import { BULK_ACTIONS } from '#admin/validators/bulk'
import { mayPublish } from '#admin/staff/publication_gate'
import type { StaffRole } from '#schemas/enums'

/**
 * The bulk actions a list offers `role`, as select options: under review
 * (STAFF_REVIEW=editors) an editor is not offered "publish", which the
 * publication gate would refuse.
 */
export function bulkActionChoices(type: BulkResource, role: StaffRole) {
  return bulkActionsFor(type)
    .filter((action) => action !== 'publish' || mayPublish(role))
    .map((value) => ({ value, label: BULK_ACTIONS[value] }))
}
