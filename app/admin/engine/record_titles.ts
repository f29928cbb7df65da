import AdminUser from '#models/admin_user'
import type { HistoryEntity } from '#admin/staff/audit_trail'
import { ADMIN_RESOURCES, isAuditedEntity } from '#admin/resources/registry'
import { parseRecordId } from '#lib/record_ids'
import { mediaTitle } from '#admin/media/media_library'

const isNumber = (id: string) => parseRecordId(id) !== null

/**
 * How a history page names its record beside its id: the record's title as it
 * is now (an event's name, a staff account's e-mail address); null once it is
 * deleted (its entries still show every value it had).
 */
export async function currentTitleOf(type: HistoryEntity, id: string): Promise<string | null> {
  if (type === 'media') return isNumber(id) ? mediaTitle(Number(id)) : null
  if (!isAuditedEntity(type)) {
    const account = isNumber(id) ? await AdminUser.find(Number(id)) : null
    return account?.email ?? null
  }
  const resource = ADMIN_RESOURCES[type]
  if (resource.numericId && !isNumber(id)) return null
  const row = await resource.model.find(id)
  return row ? resource.titleOf(row) : null
}
