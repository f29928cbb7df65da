/*
| Rows the REST tests create for themselves (inside a global transaction),
| so that assertions do not depend on the demo data set's exact content.
*/
import { DateTime } from 'luxon'
import City from '#models/city'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { PartnerFactory } from '#database/factories/partner_factory'
import type { EventType, PartnerCategory, PartnerKind, TicketStatus } from '#schemas/enums'

export async function createCity(overrides: Partial<City> & { slug: string; name: string }) {
  return CityFactory.merge({
    country: 'Testonia',
    summary: `Students in ${overrides.name}`,
    festivalName: `${overrides.name} Welcome Festival`,
    about: `About ${overrides.name}`,
    ...overrides,
  }).create()
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
  /** Which rounds are sold out, by position (none when absent) */
  soldOut?: boolean[]
}

export async function createEvent(fixture: EventFixture) {
  const city = fixture.city instanceof City ? fixture.city : null
  const prices = fixture.prices ?? [10, 15]
  const rounds = prices.map((price, position) => ({
    name: `Round ${position + 1}`,
    price,
    position,
    soldOut: fixture.soldOut?.[position] ?? false,
  }))
  const event = EventFactory.merge({
    id: fixture.id,
    type: fixture.type ?? 'semester_kickoff',
    cityId: city?.id ?? null,
    cityName: fixture.city.name,
    startAt: fixture.startAt,
    endAt: fixture.endAt ?? null,
    timezone: city ? null : 'Europe/Paris',
    ticketStatus: fixture.ticketStatus ?? 'on_sale',
    salesOpenAt: fixture.salesOpenAt ?? null,
    buyUrl: `https://tickets.example.org/${fixture.id}`,
    waitlistOpen: false,
  })
  if (rounds.length === 0) return event.create()
  return event.with('ticketOptions', rounds.length, (round) => round.merge(rounds)).create()
}

export async function createPartner(fixture: {
  slug: string
  name: string
  category: PartnerCategory
  kind?: PartnerKind
  deal?: string
}) {
  const url = `https://${fixture.slug}.example.org`
  return PartnerFactory.merge({
    slug: fixture.slug,
    name: fixture.name,
    category: fixture.category,
    kind: fixture.kind ?? 'student_offer',
    deal: fixture.deal ?? '10% off',
  })
    .with('links', 1, (link) => link.merge({ url }))
    .create()
}

export const hoursFromNow = (hours: number) => DateTime.now().plus({ hours })
