/* Where a record of any kind is edited. */
import router from '@adonisjs/core/services/router'
import { routesOf } from '#admin/engine/admin_resource'
import type { AuditedEntity } from '#admin/staff/audit_trail'
import { ADMIN_RESOURCES } from '#admin/resources/registry'

export function editUrlOf(entity: AuditedEntity, id: string | number) {
  return router.makeUrl(routesOf(ADMIN_RESOURCES[entity]).edit, { id })
}
