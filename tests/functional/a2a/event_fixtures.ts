import { DateTime } from 'luxon'
import City from '#models/city'
import Event from '#models/event'
import TicketOption from '#models/ticket_option'

let counter = 0

/**
 * An event of the tests (inside the test's global transaction), in a city of
 * the demo data, starting at `startAt` and lasting three hours.
 */
export async function createEvent(citySlug: string, startAt: DateTime, name = 'A2A Test Party') {
  const city = await City.findByOrFail('slug', citySlug)
  const id = `a2a-test-${citySlug}-${Date.now()}-${++counter}`
  const event = await Event.create({
    id,
    type: 'semester_kickoff',
    cityId: city.id,
    cityName: city.name,
    name: `${name} ${counter}`,
    startAt,
    endAt: startAt.plus({ hours: 3 }),
    timezone: city.timezone,
    url: `/events/${id}`,
    waitlistOpen: false,
    ticketStatus: 'on_sale',
    buyUrl: `/events/${id}#tickets`,
    ticketNote: '',
  })
  await TicketOption.create({
    eventId: id,
    name: 'Regular',
    price: 12,
    currency: 'EUR',
    position: 1,
  })
  return event
}

/** The middle of [from, to): a start that lies inside a date range. */
export function midpoint(fromIso: string, toIso: string): DateTime {
  const from = DateTime.fromISO(fromIso)
  const to = DateTime.fromISO(toIso)
  return from.plus({ milliseconds: to.diff(from).as('milliseconds') / 2 }).startOf('minute')
}
