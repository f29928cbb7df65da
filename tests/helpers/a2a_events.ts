import { DateTime } from 'luxon'
import City from '#models/city'
import { EventFactory, inCity } from '#database/factories/event_factory'

let counter = 0

/**
 * An event of the tests (inside the test's global transaction), in a city of
 * the demo data, starting at `startAt` and lasting three hours.
 */
export async function createEvent(citySlug: string, startAt: DateTime, name = 'A2A Test Party') {
  const city = await City.findByOrFail('slug', citySlug)
  const id = `a2a-test-${citySlug}-${Date.now()}-${++counter}`
  return EventFactory.apply('onSale')
    .apply('waitlistClosed')
    .merge({
      id,
      type: 'semester_kickoff',
      ...inCity(city),
      name: `${name} ${counter}`,
      startAt,
      endAt: startAt.plus({ hours: 3 }),
    })
    .with('ticketOptions', 1)
    .create()
}

/** The middle of [from, to): a start that lies inside a date range. */
export function midpoint(fromIso: string, toIso: string): DateTime {
  const from = DateTime.fromISO(fromIso)
  const to = DateTime.fromISO(toIso)
  return from.plus({ milliseconds: to.diff(from).as('milliseconds') / 2 }).startOf('minute')
}
