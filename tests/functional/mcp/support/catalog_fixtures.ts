/*
| Rows the MCP tests own (inside each test's global transaction): three
| cities with Halloween events in known waiting-list states, and a run of
| events for pagination.
*/
import { DateTime } from 'luxon'
import City from '#models/city'
import Event from '#models/event'
import TicketOption from '#models/ticket_option'

export const OPEN_CITY = 'mcpville'
export const CLOSED_CITY = 'mcpclosed'
export const QUIET_CITY = 'mcpquiet'
export const OPEN_EVENT = 'mcpville-halloween-next'
export const LATER_EVENT = 'mcpville-halloween-later'
export const PAST_EVENT = 'mcpville-halloween-past'
export const CLOSED_EVENT = 'mcpclosed-halloween'
export const PAGED_EVENTS = 5

async function createCity(slug: string, name: string) {
  return City.create({
    slug,
    name,
    country: 'Testland',
    countryCode: 'TL',
    timezone: 'Europe/Berlin',
    summary: `${name} is a test city.`,
    festivalName: `${name} Fest`,
    cityGuideUrl: `/cities/${slug}`,
    festivalUrl: `/festivals/${slug}`,
    halloweenUrl: null,
    about: `About ${name}.`,
  })
}

async function createEvent(
  city: City,
  id: string,
  fields: { type?: Event['type']; daysFromNow: number; waitlistOpen?: boolean; price?: number }
) {
  const start = DateTime.now().plus({ days: fields.daysFromNow }).startOf('hour')
  const event = await Event.create({
    id,
    type: fields.type ?? 'halloween',
    cityId: city.id,
    cityName: city.name,
    name: `${city.name} ${id}`,
    startAt: start,
    endAt: start.plus({ hours: 5 }),
    timezone: city.timezone,
    venueName: 'Test Hall',
    venueAddress: 'Main Street 1',
    url: `/events/${id}`,
    waitlistOpen: fields.waitlistOpen ?? false,
    ticketStatus: 'on_sale',
    buyUrl: `/tickets/${id}`,
    ticketNote: '',
  })
  await TicketOption.create({
    eventId: id,
    name: 'Regular',
    price: fields.price ?? 12,
    currency: 'EUR',
    position: 1,
  })
  return event
}

export async function createMcpCatalog() {
  const open = await createCity(OPEN_CITY, 'Mcpville')
  const closed = await createCity(CLOSED_CITY, 'Mcpclosed')
  await createCity(QUIET_CITY, 'Mcpquiet')
  await createEvent(open, PAST_EVENT, { daysFromNow: -30, waitlistOpen: true })
  await createEvent(open, OPEN_EVENT, { daysFromNow: 20, waitlistOpen: true })
  await createEvent(open, LATER_EVENT, { daysFromNow: 380, waitlistOpen: false })
  await createEvent(closed, CLOSED_EVENT, { daysFromNow: 25, waitlistOpen: false })
  for (let index = 1; index <= PAGED_EVENTS; index++) {
    await createEvent(open, `mcpville-kickoff-${index}`, {
      type: 'semester_kickoff',
      daysFromNow: 40 + index,
    })
  }
}
