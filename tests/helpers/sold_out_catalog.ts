/*
| Events in every ticket availability, and what the tables say about them,
| for the sold_out tests of each door (expected values come from the rows).
*/
import db from '@adonisjs/lucid/services/db'
import { createCity, createEvent, hoursFromNow } from '#tests/helpers/api_catalog'

/**
 * Soldtown's events in every availability: every round sold out (on sale
 * and past), one round of two, none, and no rounds at all.
 */
export async function seedSoldtown() {
  const soldtown = await createCity({ slug: 'soldtown', name: 'Soldtown' })
  await createEvent({
    id: 'sold-all',
    city: soldtown,
    startAt: hoursFromNow(48),
    prices: [10, 15],
    soldOut: [true, true],
  })
  await createEvent({
    id: 'sold-first-round',
    city: soldtown,
    startAt: hoursFromNow(72),
    prices: [10, 15],
    soldOut: [true, false],
  })
  await createEvent({ id: 'sold-none', city: soldtown, startAt: hoursFromNow(96) })
  await createEvent({
    id: 'sold-no-rounds',
    city: soldtown,
    startAt: hoursFromNow(120),
    prices: [],
  })
  await createEvent({
    id: 'sold-all-past',
    city: soldtown,
    startAt: hoursFromNow(-30),
    endAt: hoursFromNow(-24),
    ticketStatus: 'ended',
    prices: [12],
    soldOut: [true],
  })
}

interface RoundRow {
  event_id: string
  sold_out: boolean
}

/** Each Soldtown event's rounds' sold_out, in round order, read from the table. */
export async function roundsByEvent(): Promise<Map<string, boolean[]>> {
  const events: { id: string }[] = await db.from('events').where('city_name', 'Soldtown')
  const rounds: RoundRow[] = await db
    .from('ticket_options')
    .whereIn(
      'event_id',
      events.map((event) => event.id)
    )
    .orderBy('position')
    .orderBy('id')
  const byEvent = new Map(events.map((event) => [event.id, [] as boolean[]]))
  for (const round of rounds) byEvent.get(round.event_id)!.push(round.sold_out)
  return byEvent
}

/** Ids of the events whose every round (at least one) is sold out, or the others. */
export async function idsWhereSoldOut(soldOut: boolean): Promise<string[]> {
  const byEvent = await roundsByEvent()
  return [...byEvent]
    .filter(([, rounds]) => (rounds.length > 0 && rounds.every(Boolean)) === soldOut)
    .map(([id]) => id)
    .sort()
}

export const sortedIds = (events: { id: string }[]) => events.map((event) => event.id).sort()
