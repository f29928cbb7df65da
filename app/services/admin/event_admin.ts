import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import City from '#models/city'
import Event from '#models/event'
import TicketOption from '#models/ticket_option'
import WaitlistEntry from '#models/waitlist_entry'
import type { TicketStatus } from '#schemas/enums'
import type { EventInput } from '#validators/admin/event'
import { auditedChange, snapshotOf, type Actor, type Snapshot } from '#services/admin/audit_trail'
import { paginate, whereContains } from '#services/admin/listing'
import { replaceRows, rowsOf } from '#services/admin/child_rows'
import { fromLocalInput, toLocalInput } from '#services/admin/local_time'
import { publicationAttributes } from '#services/admin/publication_form'

const TICKET_FIELDS = ['name', 'price', 'currency'] as const
const LOCAL_TIME_FIELDS = [
  ['start_at', 'startAt'],
  ['end_at', 'endAt'],
  ['sales_open_at', 'salesOpenAt'],
  ['early_access_starts_at', 'earlyAccessStartsAt'],
  ['early_access_ends_at', 'earlyAccessEndsAt'],
  ['publish_at', 'publishAt'],
  ['unpublish_at', 'unpublishAt'],
] as const

/** A change staff asked for that the data does not allow (shown as a message). */
export class EventChangeRefused extends Error {}

/** The events a list search matches (the list's page, or every one for a bulk action). */
export function eventSearch(search: { q?: string; filter?: string }) {
  const query = Event.query().orderBy('start_at', 'desc').orderBy('id')
  whereContains(query, ['name', 'id', 'city_name'], search.q)
  if (search.filter) query.where('type', search.filter)
  return query
}

export function listEvents(search: { q?: string; page?: number; filter?: string }) {
  const query = eventSearch(search)
    .withCount('ticketOptions', (rounds) => rounds.clearOrder())
    .withCount('waitlistEntries')
  return paginate(query, search.page)
}

export function findEvent(id: string, client?: TransactionClientContract) {
  return Event.query({ client }).where('id', id).preload('ticketOptions').firstOrFail()
}

/** The event as the audit log keeps it (instants in ISO form, rounds in order). */
export function eventSnapshot(event: Event): Snapshot {
  return { ...snapshotOf(event), ticket_options: rowsOf(event.ticketOptions, TICKET_FIELDS) }
}

/** The edit form's values: instants become datetime-local values in the event's zone. */
export function eventFormValues(event: Event): Snapshot {
  const values = eventSnapshot(event)
  values.ticket_options = event.ticketOptions.map((round) => ({
    name: round.name,
    price: round.price.toFixed(2),
    currency: round.currency,
  }))
  for (const [field, attribute] of LOCAL_TIME_FIELDS) {
    values[field] = toLocalInput(event[attribute], event.timezone)
  }
  return values
}

async function cityNameFor(input: EventInput, client: TransactionClientContract) {
  if (!input.city_id) return input.city_name!
  const city = await City.findOrFail(input.city_id, { client })
  return city.name
}

async function eventAttributes(input: EventInput, client: TransactionClientContract) {
  const zone = input.timezone
  return {
    type: input.type,
    cityId: input.city_id ?? null,
    cityName: await cityNameFor(input, client),
    name: input.name,
    timezone: zone,
    startAt: fromLocalInput(input.start_at, zone)!,
    endAt: fromLocalInput(input.end_at, zone),
    venueName: input.venue_name ?? null,
    venueAddress: input.venue_address ?? null,
    ageMin: input.age_min ?? null,
    url: input.url,
    waitlistOpen: input.waitlist_open ?? false,
    whatsappGroup: input.whatsapp_group ?? null,
    entryRule: input.entry_rule ?? null,
    ticketStatus: input.ticket_status,
    buyUrl: input.buy_url,
    ticketNote: input.ticket_note ?? '',
    salesOpenAt: fromLocalInput(input.sales_open_at, zone),
    earlyAccessDescription: input.early_access_description ?? null,
    earlyAccessStartsAt: fromLocalInput(input.early_access_starts_at, zone),
    earlyAccessEndsAt: fromLocalInput(input.early_access_ends_at, zone),
    earlyAccessUrl: input.early_access_url ?? null,
    ...publicationAttributes(input, zone),
  }
}

function saveTicketOptions(trx: TransactionClientContract, eventId: string, input: EventInput) {
  return replaceRows(trx, TicketOption, { eventId }, input.ticket_options)
}

export function createEvent(actor: Actor, input: EventInput & { id: string }) {
  return auditedChange(actor, 'event', async (trx) => {
    const attributes = await eventAttributes(input, trx)
    const event = await Event.create({ id: input.id, ...attributes }, { client: trx })
    await saveTicketOptions(trx, event.id, input)
    const after = eventSnapshot(await findEvent(event.id, trx))
    return { action: 'create', entityId: event.id, before: null, after, result: event }
  })
}

export function updateEvent(actor: Actor, id: string, input: EventInput) {
  return auditedChange(actor, 'event', async (trx) => {
    const event = await findEvent(id, trx)
    const before = eventSnapshot(event)
    event.merge(await eventAttributes(input, trx))
    await event.save()
    await saveTicketOptions(trx, event.id, input)
    const after = eventSnapshot(await findEvent(event.id, trx))
    return { action: 'update', entityId: event.id, before, after, result: event }
  })
}

/** One-click change from the events list: the ticket status or the waiting list. */
export function changeEventState(
  actor: Actor,
  id: string,
  change: { ticketStatus?: TicketStatus; waitlistOpen?: boolean }
) {
  return auditedChange(actor, 'event', async (trx) => {
    const event = await findEvent(id, trx)
    const before = eventSnapshot(event)
    if (change.ticketStatus === 'opens_soon' && !event.salesOpenAt) {
      throw new EventChangeRefused(
        `${event.name}: set when sales open (on the edit page) before marking it "opens soon"`
      )
    }
    if (change.ticketStatus) event.ticketStatus = change.ticketStatus
    if (change.waitlistOpen !== undefined) event.waitlistOpen = change.waitlistOpen
    await event.save()
    return {
      action: 'update',
      entityId: event.id,
      before,
      after: eventSnapshot(event),
      result: event,
    }
  })
}

export function deleteEvent(actor: Actor, id: string) {
  return auditedChange(actor, 'event', async (trx) => {
    const event = await findEvent(id, trx)
    const before = eventSnapshot(event)
    /* ticket rounds and waiting-list entries go with it (ON DELETE CASCADE) */
    await event.delete()
    return { action: 'delete', entityId: id, before, after: null, result: event }
  })
}

export async function eventDeletionImpact(event: Event) {
  const waitlist = await WaitlistEntry.query()
    .where('event_id', event.id)
    .count('* as total')
    .first()
  return {
    deleted: [
      { label: 'ticket rounds', count: event.ticketOptions.length },
      { label: 'waiting-list sign-ups', count: Number(waitlist?.$extras.total ?? 0) },
    ].filter((entry) => entry.count > 0),
    unlinked: [],
  }
}
