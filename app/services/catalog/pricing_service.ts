import PricingItem from '#models/pricing_item'
import { CityQuery } from '#queries/city_query'
import { EventQuery } from '#queries/event_query'
import { PartnerQuery } from '#queries/partner_query'
import { serializePricing } from '#serializers/pricing_serializer'
import type { PricingShape } from '#schemas/pricing'
import type { PricingParams } from '#validators/catalog'

/**
 * getPricing: what is free, ticket prices per city and round (upcoming
 * events), packages, partner deals, refund and fee policy — all from the
 * database. `city` narrows the ticket prices; an unknown city narrows to none.
 */
export async function getPricing(params: PricingParams): Promise<PricingShape> {
  const city = params.city ? await CityQuery.findBySlugOrName(params.city) : null
  const [items, events, partners] = await Promise.all([
    PricingItem.query().orderBy('section').orderBy('position').orderBy('id'),
    EventQuery.list({ city: params.city, upcoming: true, limit: 1000 }),
    PartnerQuery.list({}),
  ])
  return serializePricing({ city, items, events: events.rows, partners })
}

/** The pricing without its ticket table: the parts the docs search indexes (no event queries). */
export type PricingTextShape = Omit<PricingShape, 'tickets'>

export async function getPricingTexts(): Promise<PricingTextShape> {
  const [items, partners] = await Promise.all([
    PricingItem.query().orderBy('section').orderBy('position').orderBy('id'),
    PartnerQuery.list({}),
  ])
  const pricing: Partial<PricingShape> = serializePricing({
    city: null,
    items,
    events: [],
    partners,
  })
  delete pricing.tickets
  return pricing as PricingTextShape
}
