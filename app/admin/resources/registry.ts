/*
| The registry: every admin resource, one line each. A resource is a folder
| beside this file (its declaration in resource.ts, the shape:
| app/admin/engine/admin_resource.ts; its validator; its views). The admin
| routes are built from this list (app/admin/routes.ts), each handed its
| resource; the generic list, create/edit/delete, bulk and history flows read
| the declarations.
*/
import type { AuditedEntity } from '#admin/staff/audit_trail'
import { formLabelsOf, type AdminResource } from '#admin/engine/admin_resource'
import type { StaffMessages } from '#admin/validators/staff_messages'
import { cityResource } from '#admin/resources/city/resource'
import { docResource } from '#admin/resources/doc/resource'
import { eventResource } from '#admin/resources/event/resource'
import { partnerResource } from '#admin/resources/partner/resource'
import { pricingItemResource } from '#admin/resources/pricing_item/resource'

/* in the order of the panel's navigation */
export const ADMIN_RESOURCES: Record<AuditedEntity, AdminResource> = {
  event: eventResource,
  city: cityResource,
  partner: partnerResource,
  pricing_item: pricingItemResource,
  doc: docResource,
}

/* validation messages name fields by the labels the form declares ("Ticket status is required") */
for (const { form } of Object.values(ADMIN_RESOURCES)) {
  for (const validator of new Set(Object.values(form.validators))) {
    const labelled = validator as { messagesProvider: StaffMessages }
    labelled.messagesProvider = labelled.messagesProvider.withLabels(formLabelsOf(form))
  }
}

export const isAuditedEntity = (type: unknown): type is AuditedEntity =>
  typeof type === 'string' && Object.hasOwn(ADMIN_RESOURCES, type)
