import PricingItem from '#models/pricing_item'
import { EventQuery } from '#queries/event_query'
import { PartnerQuery } from '#queries/partner_query'
import { serializePricing } from '#serializers/pricing_serializer'
import { EVENT_TABLES, eventsExpiry } from '#services/catalog/event_service'
import { PARTNER_TABLES } from '#services/catalog/partner_service'
import { readCache, type ContentTable } from '#services/read_cache/catalog_cache'
import { cacheKey } from '#services/read_cache/cache_key'
import type { PricingShape } from '#schemas/pricing'
import { expectValue } from '#lib/result'
import { clockNow } from '#lib/clock'
import type { PricingParams } from '#validators/catalog'
import { resolveCatalogCity, resolvePlaceParameters } from '#services/catalog/place_names'

/** The pricing texts (without the ticket table). */
export const PRICING_TABLES: ContentTable[] = ['pricing_items', ...PARTNER_TABLES]

/**
 * getPricing: what is free, ticket prices per city and round (upcoming
 * events), packages, partner deals, refund and fee policy — all from the
 * database. `city` narrows the ticket prices; an unknown city narrows to none.
 */
export function getPricing(params: PricingParams): Promise<PricingShape> {
  const tables = [...PRICING_TABLES, ...EVENT_TABLES]
  return readCache.read(cacheKey('getPricing', params), tables, async () => {
    const city = params.city ? await resolveCatalogCity(params.city) : null
    const places = await resolvePlaceParameters({ city: params.city })
    const [items, events, partners] = await Promise.all([
      PricingItem.query().orderBy('section').orderBy('position').orderBy('id'),
      EventQuery.list({ upcoming: true, limit: 1000 }, places.filters).then(expectValue),
      PartnerQuery.list({}),
    ])
    const now = clockNow()
    return {
      value: serializePricing({ city, items, events: events.rows, partners }),
      expiresAt: eventsExpiry(events.rows, now, [events.firstEnd]),
    }
  })
}

/** The pricing without its ticket table: the parts the docs search indexes (no event queries). */
export type PricingTextShape = Omit<PricingShape, 'tickets'>

export function getPricingTexts(): Promise<PricingTextShape> {
  return readCache.read(cacheKey('getPricingTexts'), PRICING_TABLES, async () => {
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
    return { value: pricing as PricingTextShape, expiresAt: null }
  })
}
