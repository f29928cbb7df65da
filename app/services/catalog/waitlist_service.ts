/*
| Halloween waiting lists. A city's list is open when its next Halloween
| event that has not ended has `waitlist_open`; a sign-up on an event's own
| page joins that event's list or none (never another event of the city, so
| the consent is recorded for the list the person chose). Lists are per event; an
| e-mail is on a list once (unique on event_id, lower(email)), so a second
| sign-up is not an error and adds nothing.
*/
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { EventRow } from '#models/read_rows'
import { EventQuery } from '#queries/event_query'
import { resolveCity } from '#services/catalog/place_names'
import { serializeEvent } from '#serializers/event_serializer'
import type { WaitlistSource } from '#schemas/enums'
import type { WaitlistEventShape } from '#schemas/waitlist'
import type { WaitlistSignup } from '#validators/waitlist'

export type WaitlistResult =
  | { status: 'joined'; event: WaitlistEventShape; consentAt: DateTime }
  | { status: 'already_on_list'; event: WaitlistEventShape; consentAt: DateTime }
  | { status: 'dry_run'; event: WaitlistEventShape }
  /** no open list: no upcoming Halloween event there, or its list is not open */
  | { status: 'closed'; city: string; event: WaitlistEventShape | null }
  | { status: 'unknown_city'; city: string }

export interface WaitlistOptions {
  source: WaitlistSource
  /** the event whose page the sign-up came from: its list only */
  eventId?: string
}

function waitlistEventOf(event: EventRow): WaitlistEventShape {
  const { id, name, city, city_slug: citySlug, start, url } = serializeEvent(event)
  return { id, name, city, city_slug: citySlug, start, url }
}

/** The chosen Halloween event, else the next one in the city (any name it has), not ended. */
function listEvent(
  city: { cityIds: number[]; cityNames: string[] },
  eventId?: string
): Promise<EventRow | null> {
  return eventId
    ? EventQuery.findUpcoming(eventId, 'halloween')
    : EventQuery.nextIn(city, 'halloween')
}

/** Inserts unless the e-mail is already on the list; returns the stored consent time. */
async function addEntry(eventId: string, signup: WaitlistSignup, options: WaitlistOptions) {
  const consentAt = DateTime.now()
  const inserted = await db.rawQuery(
    `INSERT INTO waitlist_entries (event_id, name, email, consent_at, source)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (event_id, lower(email)) DO NOTHING
     RETURNING id`,
    [eventId, signup.name, signup.email, consentAt.toJSDate(), options.source]
  )
  if (inserted.rows.length > 0) return { added: true, consentAt }
  const existing = await db
    .from('waitlist_entries')
    .where('event_id', eventId)
    .whereRaw('lower(email) = lower(?)', [signup.email])
    .select('consent_at')
    .firstOrFail()
  return { added: false, consentAt: DateTime.fromJSDate(existing.consent_at as Date) }
}

/** Adds a student (validated input, consent given) to a city's Halloween waiting list. */
export async function joinHalloweenWaitlist(
  signup: WaitlistSignup,
  options: WaitlistOptions
): Promise<WaitlistResult> {
  const place = await resolveCity(signup.city)
  const city = place?.cities[0] ?? null
  const event = await listEvent(
    { cityIds: place?.cities.map(({ id }) => id) ?? [], cityNames: place?.eventPlaces ?? [] },
    options.eventId
  )
  if (!city && !event) return { status: 'unknown_city', city: signup.city }
  const cityName = event?.cityCurrentName ?? event?.cityName ?? city!.name
  if (!event || !event.waitlistOpen) {
    return { status: 'closed', city: cityName, event: event ? waitlistEventOf(event) : null }
  }
  const shape = waitlistEventOf(event)
  if (signup.dry_run) return { status: 'dry_run', event: shape }
  const { added, consentAt } = await addEntry(event.id, signup, options)
  return { status: added ? 'joined' : 'already_on_list', event: shape, consentAt }
}
