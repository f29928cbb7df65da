/*
| One declaration per admin resource: its model, how a record is labelled,
| loaded with its child rows and snapshotted for the history, which child
| rows belong to it, its pages, and (for content with a publication) how its
| list is searched. The generic history (diff, restore, deleted records) and
| bulk flows are driven by these declarations.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, LucidRow, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import City from '#models/city'
import Doc from '#models/doc'
import Event from '#models/event'
import Partner from '#models/partner'
import PartnerLink from '#models/partner_link'
import PricingItem from '#models/pricing_item'
import TicketOption from '#models/ticket_option'
import { snapshotOf, type AuditedEntity, type Snapshot } from '#services/admin/audit_trail'
import { CITY_GUIDE_LISTS, cityValues, findCity } from '#services/admin/city_admin'
import { eventSearch, eventSnapshot, findEvent } from '#services/admin/event_admin'
import { findPartner, partnerSearch, partnerValues } from '#services/admin/partner_admin'
import { docSearch } from '#services/admin/doc_admin'

export interface ChildRows {
  /** key in the snapshot and the form */
  key: string
  model: LucidModel
  /** the child's attribute naming its parent */
  parent: string
  fields: readonly string[]
}

type ListSearch = { q?: string; filter?: string }

export interface AdminResource {
  entity: AuditedEntity
  label: string
  model: LucidModel
  /** route names of its pages */
  routes: { index: string; edit: string; preview?: string }
  children: readonly ChildRows[]
  titleOf(row: LucidRow): string
  /** the record with its child rows; null when there is none */
  load(id: string, client: TransactionClientContract): Promise<LucidRow | null>
  snapshot(row: LucidRow): Snapshot
  /** lists with bulk actions: the records a search matches */
  search?: (search: ListSearch) => ModelQueryBuilderContract<LucidModel, LucidRow>
}

const orNull = <T>(promise: Promise<T>) => promise.catch(() => null)

const event: AdminResource = {
  entity: 'event',
  label: 'Event',
  model: Event,
  routes: {
    index: 'admin.events.index',
    edit: 'admin.events.edit',
    preview: 'admin.preview.event',
  },
  children: [
    {
      key: 'ticket_options',
      model: TicketOption,
      parent: 'eventId',
      fields: ['name', 'price', 'currency'],
    },
  ],
  titleOf: (row) => (row as Event).name,
  load: (id, client) => orNull(findEvent(id, client)),
  snapshot: (row) => eventSnapshot(row as Event),
  search: (search) => eventSearch(search) as never,
}

const partner: AdminResource = {
  entity: 'partner',
  label: 'Partner',
  model: Partner,
  routes: {
    index: 'admin.partners.index',
    edit: 'admin.partners.edit',
    preview: 'admin.preview.partner',
  },
  children: [{ key: 'links', model: PartnerLink, parent: 'partnerId', fields: ['label', 'url'] }],
  titleOf: (row) => (row as Partner).name,
  load: (id, client) => orNull(findPartner(Number(id), client)),
  snapshot: (row) => partnerValues(row as Partner),
  search: (search) => partnerSearch(search) as never,
}

const doc: AdminResource = {
  entity: 'doc',
  label: 'Doc',
  model: Doc,
  routes: { index: 'admin.docs.index', edit: 'admin.docs.edit', preview: 'admin.preview.doc' },
  children: [],
  titleOf: (row) => (row as Doc).title,
  load: (id, client) => Doc.query({ client }).where('id', Number(id)).first(),
  snapshot: (row) => snapshotOf(row),
  search: (search) => docSearch(search) as never,
}

const city: AdminResource = {
  entity: 'city',
  label: 'City',
  model: City,
  routes: { index: 'admin.cities.index', edit: 'admin.cities.edit' },
  children: CITY_GUIDE_LISTS.map((list) => ({
    key: list.key,
    model: list.model,
    parent: 'cityId',
    fields: list.fields,
  })),
  titleOf: (row) => (row as City).name,
  load: (id, client) => orNull(findCity(Number(id), client)),
  snapshot: (row) => cityValues(row as City),
}

const pricingItem: AdminResource = {
  entity: 'pricing_item',
  label: 'Pricing item',
  model: PricingItem,
  routes: { index: 'admin.pricing.index', edit: 'admin.pricing.edit' },
  children: [],
  titleOf: (row) => (row as PricingItem).title,
  load: (id, client) => PricingItem.query({ client }).where('id', Number(id)).first(),
  snapshot: (row) => snapshotOf(row),
}

export const ADMIN_RESOURCES: Record<AuditedEntity, AdminResource> = {
  city,
  event,
  partner,
  pricing_item: pricingItem,
  doc,
}

export const isAuditedEntity = (type: unknown): type is AuditedEntity =>
  typeof type === 'string' && Object.hasOwn(ADMIN_RESOURCES, type)
