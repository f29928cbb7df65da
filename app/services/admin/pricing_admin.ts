import PricingItem from '#models/pricing_item'
import type { PricingItemInput } from '#validators/admin/pricing_item'
import { auditedChange, snapshotOf, type Actor } from '#services/admin/audit_trail'
import { paginate, whereContains } from '#services/admin/listing'

export function listPricingItems(search: { q?: string; page?: number; filter?: string }) {
  const query = PricingItem.query().orderBy('section').orderBy('position').orderBy('id')
  whereContains(query, ['title', 'slug', 'description'], search.q)
  if (search.filter) query.where('section', search.filter)
  return paginate(query, search.page)
}

export function findPricingItem(id: number) {
  return PricingItem.findOrFail(id)
}

function pricingAttributes(input: PricingItemInput) {
  return {
    section: input.section,
    slug: input.slug,
    title: input.title,
    description: input.description,
    price: input.price ?? null,
    currency: input.currency ?? null,
    position: input.position ?? 0,
  }
}

export function createPricingItem(actor: Actor, input: PricingItemInput) {
  return auditedChange(actor, 'pricing_item', async (trx) => {
    const item = await PricingItem.create(pricingAttributes(input), { client: trx })
    return {
      action: 'create',
      entityId: item.id,
      before: null,
      after: snapshotOf(item),
      result: item,
    }
  })
}

export function updatePricingItem(actor: Actor, id: number, input: PricingItemInput) {
  return auditedChange(actor, 'pricing_item', async (trx) => {
    const item = await PricingItem.query({ client: trx }).where('id', id).firstOrFail()
    const before = snapshotOf(item)
    item.merge(pricingAttributes(input))
    await item.save()
    return { action: 'update', entityId: item.id, before, after: snapshotOf(item), result: item }
  })
}

export function deletePricingItem(actor: Actor, id: number) {
  return auditedChange(actor, 'pricing_item', async (trx) => {
    const item = await PricingItem.query({ client: trx }).where('id', id).firstOrFail()
    const before = snapshotOf(item)
    await item.delete()
    return { action: 'delete', entityId: id, before, after: null, result: item }
  })
}
