/*
| One declaration per admin resource (the shape: app/services/admin/admin_resource.ts).
| The generic list, create/edit/delete, bulk and history flows and the
| admin routes are driven by these declarations.
*/
import type { AuditedEntity } from '#services/admin/audit_trail'
import { formLabelsOf, type AdminResource } from '#services/admin/admin_resource'
import type { StaffMessages } from '#validators/admin/staff_messages'
import { cityResource } from '#services/admin/city_admin'
import { docResource } from '#services/admin/doc_admin'
import { eventResource } from '#services/admin/event_admin'
import { partnerResource } from '#services/admin/partner_admin'
import { pricingItemResource } from '#services/admin/pricing_admin'

export const ADMIN_RESOURCES: Record<AuditedEntity, AdminResource> = {
  city: cityResource,
  event: eventResource,
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

/** The resource whose pages live under /admin/<path>. */
export const resourceAt = (path: string | undefined): AdminResource | undefined =>
  Object.values(ADMIN_RESOURCES).find((resource) => resource.path === path)
