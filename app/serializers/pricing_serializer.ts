import type { EventRow } from '#models/read_rows'
import type Partner from '#models/partner'
import type PricingItem from '#models/pricing_item'
import type { PricingShape } from '#schemas/pricing'
import type { PricingSection } from '#schemas/enums'
import { serializeEvent } from '#serializers/event_serializer'
import { absoluteUrl } from '#lib/urls'

interface PricingSource {
  city: { slug: string; name: string } | null
  items: PricingItem[]
  events: EventRow[]
  partners: Partner[]
}

function texts(items: PricingItem[], section: PricingSection) {
  return items
    .filter((item) => item.section === section)
    .map(({ slug, title, description }) => ({ slug, title, description }))
}

function ticketsByCity(events: EventRow[]): PricingShape['tickets'] {
  const groups = new Map<string, PricingShape['tickets'][number]>()
  for (const event of events) {
    const shape = serializeEvent(event)
    const key = shape.city_slug ?? `name:${shape.city}`
    const group = groups.get(key) ?? { city: shape.city, city_slug: shape.city_slug, events: [] }
    group.events.push({
      id: shape.id,
      name: shape.name,
      type: shape.type,
      start: shape.start,
      ticket_status: shape.tickets.status,
      options: shape.tickets.options,
      buy_url: shape.tickets.buy_url,
      url: shape.url,
    })
    groups.set(key, group)
  }
  return [...groups.values()].sort((a, b) => a.city.localeCompare(b.city))
}

export function serializePricing({ city, items, events, partners }: PricingSource): PricingShape {
  return {
    city: city ? { slug: city.slug, name: city.name } : null,
    free: texts(items, 'free'),
    tickets: ticketsByCity(events),
    packages: items
      .filter((item) => item.section === 'package')
      .map(({ slug, title, description, price, currency }) => ({
        slug,
        title,
        description,
        price: Number(price),
        currency: currency!,
      })),
    partner_deals: partners.map(({ slug, name, category, deal, code }) => ({
      slug,
      name,
      category,
      deal,
      code,
    })),
    refund_policy: texts(items, 'refund_policy'),
    fee_policy: texts(items, 'fee_policy'),
    markdown_url: absoluteUrl('/pricing.md'),
  }
}
