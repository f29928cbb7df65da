/*
| Rows the REST tests create for themselves (inside a global transaction),
| so that assertions do not depend on the demo data set's exact content.
*/
import { DateTime } from 'luxon'
import City from '#models/city'
import Event from '#models/event'
import Partner from '#models/partner'
import PartnerLink from '#models/partner_link'
import TicketOption from '#models/ticket_option'
import type { EventType, PartnerCategory, PartnerKind, TicketStatus } from '#schemas/enums'

export async function createCity(overrides: Partial<City> & { slug: string; name: string }) {
  return City.create({
    country: 'Testonia',
    countryCode: 'XT',
    timezone: 'Europe/Berlin',
    summary: `Students in ${overrides.name}`,
    festivalName: `${overrides.name} Welcome Festival`,
    cityGuideUrl: `/cities/${overrides.slug}`,
    festivalUrl: `/festivals/${overrides.slug}`,
    halloweenUrl: null,
    about: `About ${overrides.name}`,
    ...overrides,
  })
}

interface EventFixture {
  id: string
  city: City | { name: string }
  type?: EventType
  startAt: DateTime
  endAt?: DateTime | null
  ticketStatus?: TicketStatus
  salesOpenAt?: DateTime | null
  prices?: number[]
}

export async function createEvent(fixture: EventFixture) {
  const city = fixture.city instanceof City ? fixture.city : null
  const event = await Event.create({
    id: fixture.id,
    type: fixture.type ?? 'semester_kickoff',
    cityId: city?.id ?? null,
    cityName: fixture.city.name,
    name: `Event ${fixture.id}`,
    startAt: fixture.startAt,
    endAt: fixture.endAt ?? null,
    timezone: city ? null : 'Europe/Paris',
    url: `/events/${fixture.id}`,
    ticketStatus: fixture.ticketStatus ?? 'on_sale',
    salesOpenAt: fixture.salesOpenAt ?? null,
    buyUrl: `https://tickets.example.org/${fixture.id}`,
    ticketNote: '',
    waitlistOpen: false,
  })
  const prices = fixture.prices ?? [10, 15]
  for (const [position, price] of prices.entries()) {
    await TicketOption.create({
      eventId: event.id,
      name: `Round ${position + 1}`,
      price,
      currency: 'EUR',
      position,
    })
  }
  return event
}

export async function createPartner(fixture: {
  slug: string
  name: string
  category: PartnerCategory
  kind?: PartnerKind
  deal?: string
}) {
  const partner = await Partner.create({
    slug: fixture.slug,
    name: fixture.name,
    category: fixture.category,
    kind: fixture.kind ?? 'student_offer',
    description: `${fixture.name} for students`,
    deal: fixture.deal ?? '10% off',
    code: null,
    position: 1000,
  })
  await PartnerLink.create({
    partnerId: partner.id,
    label: 'Website',
    url: `https://${fixture.slug}.example.org`,
    position: 0,
  })
  return partner
}

export const hoursFromNow = (hours: number) => DateTime.now().plus({ hours })
