import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Partner from '#models/partner'
import PartnerLink from '#models/partner_link'
import type { PartnerInput } from '#validators/admin/partner'
import { auditedChange, snapshotOf, type Actor, type Snapshot } from '#services/admin/audit_trail'
import { paginate, whereContains } from '#services/admin/listing'
import { replaceRows, rowsOf } from '#services/admin/child_rows'
import { publicationAttributes, publicationFormValues } from '#services/admin/publication_form'

/** The partners a list search matches (the list's page, or every one for a bulk action). */
export function partnerSearch(search: { q?: string; filter?: string }) {
  const query = Partner.query().orderBy('position').orderBy('name').orderBy('id')
  whereContains(query, ['name', 'slug', 'deal'], search.q)
  if (search.filter) query.where('category', search.filter)
  return query
}

export function listPartners(search: { q?: string; page?: number; filter?: string }) {
  const query = partnerSearch(search).withCount('links', (links) => links.clearOrder())
  return paginate(query, search.page)
}

export function findPartner(id: number, client?: TransactionClientContract) {
  return Partner.query({ client }).where('id', id).preload('links').firstOrFail()
}

export function partnerValues(partner: Partner): Snapshot {
  return { ...snapshotOf(partner), links: rowsOf(partner.links, ['label', 'url']) }
}

/** The edit form's values: publication times as datetime-local values of the staff zone. */
export function partnerFormValues(partner: Partner): Snapshot {
  return { ...partnerValues(partner), ...publicationFormValues(partner) }
}

function partnerAttributes(input: PartnerInput) {
  return {
    slug: input.slug,
    name: input.name,
    category: input.category,
    kind: input.kind,
    description: input.description,
    deal: input.deal,
    code: input.code ?? null,
    position: input.position ?? 0,
    ...publicationAttributes(input),
  }
}

export function createPartner(actor: Actor, input: PartnerInput) {
  return auditedChange(actor, 'partner', async (trx) => {
    const partner = await Partner.create(partnerAttributes(input), { client: trx })
    await replaceRows(trx, PartnerLink, { partnerId: partner.id }, input.links)
    const after = partnerValues(await findPartner(partner.id, trx))
    return { action: 'create', entityId: partner.id, before: null, after, result: partner }
  })
}

export function updatePartner(actor: Actor, id: number, input: PartnerInput) {
  return auditedChange(actor, 'partner', async (trx) => {
    const partner = await findPartner(id, trx)
    const before = partnerValues(partner)
    partner.merge(partnerAttributes(input))
    await partner.save()
    await replaceRows(trx, PartnerLink, { partnerId: partner.id }, input.links)
    const after = partnerValues(await findPartner(partner.id, trx))
    return { action: 'update', entityId: partner.id, before, after, result: partner }
  })
}

export function deletePartner(actor: Actor, id: number) {
  return auditedChange(actor, 'partner', async (trx) => {
    const partner = await findPartner(id, trx)
    const before = partnerValues(partner)
    await partner.delete()
    return { action: 'delete', entityId: id, before, after: null, result: partner }
  })
}

export function partnerDeletionImpact(partner: Partner) {
  return {
    deleted: [{ label: 'links', count: partner.links.length }].filter((entry) => entry.count > 0),
    unlinked: [],
  }
}
