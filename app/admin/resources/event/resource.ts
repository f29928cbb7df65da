/* Events with their ticket rounds; the list's one-click ticket status and waiting-list changes. */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import City from '#models/city'
import Event from '#models/event'
import TicketOption from '#models/ticket_option'
import WaitlistEntry from '#models/waitlist_entry'
import { EVENT_TYPES, TICKET_STATUSES, type TicketStatus } from '#schemas/enums'
import { declareResource, namedAs } from '#admin/engine/admin_resource'
import { auditedChange, type Actor, type Snapshot } from '#admin/staff/audit_trail'
import { findRecord, snapshotRecord } from '#admin/engine/resource_records'
import { expectVersion } from '#admin/engine/record_versions'
import { eventCityChoices, newEventValues } from '#admin/resources/event/defaults'
import { eventList } from '#admin/resources/event/list'
import { EVENT_FORM } from '#admin/resources/event/form'
import { CURRENCY_SUGGESTIONS } from '#admin/engine/form_parts'
import { choicesOf } from '#admin/engine/list_parts'
import { fromLocalInput, toLocalInput } from '#admin/engine/local_time'
import { publicationAttributes, publicationFormValues } from '#admin/engine/publication_form'
import {
  createEventValidator,
  updateEventValidator,
  type EventInput,
} from '#admin/resources/event/validator'

const LOCAL_TIME_FIELDS = [
  ['start_at', 'startAt'],
  ['end_at', 'endAt'],
  ['sales_open_at', 'salesOpenAt'],
  ['early_access_starts_at', 'earlyAccessStartsAt'],
  ['early_access_ends_at', 'earlyAccessEndsAt'],
] as const

/** A change staff asked for that the data does not allow (shown as a message). */
export class EventChangeRefused extends Error {}

/** The edit form's values: instants become datetime-local values in the event's zone. */
/** The form's values: event times in the event's zone, publish times in the staff member's. */
function eventFormValues(event: Event, staffZone: string): Snapshot {
  const values = snapshotRecord(eventResource, event)
  values.ticket_options = event.ticketOptions.map((round) => ({
    name: round.name,
    price: round.price === null ? '' : round.price.toFixed(2),
    currency: round.currency,
    soldOut: round.soldOut,
  }))
  for (const [field, attribute] of LOCAL_TIME_FIELDS) {
    values[field] = toLocalInput(event[attribute], event.timezone)
  }
  return { ...values, ...publicationFormValues(event, staffZone) }
}

async function cityNameFor(input: EventInput, client: TransactionClientContract) {
  if (!input.city_id) return input.city_name!
  const city = await City.findOrFail(input.city_id, { client })
  return city.name
}

/** The columns of an event from its form input, with its city's name found already. */
export function eventAttributesOf(input: EventInput, cityName: string, staffZone: string) {
  const zone = input.timezone
  return {
    type: input.type,
    cityId: input.city_id ?? null,
    cityName,
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
    description: input.description || null,
    ticketStatus: input.ticket_status,
    buyUrl: input.buy_url,
    ticketNote: input.ticket_note ?? '',
    salesOpenAt: fromLocalInput(input.sales_open_at, zone),
    earlyAccessDescription: input.early_access_description ?? null,
    earlyAccessStartsAt: fromLocalInput(input.early_access_starts_at, zone),
    earlyAccessEndsAt: fromLocalInput(input.early_access_ends_at, zone),
    earlyAccessUrl: input.early_access_url ?? null,
    ...publicationAttributes(input, staffZone),
  }
}

async function eventAttributes(
  input: EventInput,
  client: TransactionClientContract,
  staffZone: string
) {
  return eventAttributesOf(input, await cityNameFor(input, client), staffZone)
}

async function waitlistCount(event: Event) {
  const row = await WaitlistEntry.query().where('event_id', event.id).count('* as total').first()
  return Number(row?.$extras.total ?? 0)
}

export const eventResource = declareResource({
  ...namedAs('event', 'events'),
  shortcut: 'e',
  model: Event,
  /* ids such as berlin-halloween-2026 */
  numericId: false,
  preview: true,
  children: [
    {
      key: 'ticket_options',
      relation: 'ticketOptions',
      label: 'ticket rounds',
      model: TicketOption,
      parent: 'eventId',
      fields: ['name', 'price', 'currency', 'soldOut'],
    },
  ],
  titleOf: (row) => (row as Event).name,
  /* event ids are fixed after creation */
  createAttributes: (input: { id: string }) => ({ id: input.id }),
  attributes: eventAttributes,
  /* ticket rounds and waiting-list entries go with it (ON DELETE CASCADE) */
  deletionImpact: async (row) => ({
    deleted: [{ label: 'waiting-list sign-ups', count: await waitlistCount(row as Event) }],
    unlinked: [],
  }),
  form: {
    view: 'event::form',
    image: true,
    validators: { create: createEventValidator, update: updateEventValidator },
    newValues: newEventValues,
    values: (row, zone) => eventFormValues(row as Event, zone),
    sections: EVENT_FORM,
    datalists: [
      { id: 'timezones', choices: 'timezones' },
      { id: 'currencies', choices: 'currencies' },
    ],
    choices: async () => {
      const cities = await eventCityChoices()
      return {
        cities,
        city: cities.map((city) => ({
          value: city.id,
          label: `${city.name} (${city.countryCode})`,
          timezone: city.timezone,
          currency: city.currency,
        })),
        type: choicesOf(EVENT_TYPES),
        ticket_status: choicesOf(TICKET_STATUSES),
        timezones: Intl.supportedValuesOf('timeZone'),
        currencies: CURRENCY_SUGGESTIONS,
      }
    },
  },
  list: eventList,
})

/**
 * Every ticket round of the event sold out, or back on sale. An event
 * without rounds cannot be marked sold out (students would see nothing to buy
 * and no reason why): staff add its rounds first.
 */
export async function setRoundsSoldOut(
  event: Event,
  soldOut: boolean,
  trx: TransactionClientContract
) {
  if (soldOut && event.ticketOptions.length === 0) {
    throw new EventChangeRefused(
      `${event.name} has no ticket rounds to mark sold out: add them on the edit page first`
    )
  }
  await TicketOption.query({ client: trx })
    .where('event_id', event.id)
    .update({ sold_out: soldOut })
  await event.load('ticketOptions')
}

/** One-click change from the events list: the ticket status, sold out or the waiting list. */
export function changeEventState(
  actor: Actor,
  id: string,
  change: { ticketStatus?: TicketStatus; waitlistOpen?: boolean; soldOut?: boolean },
  expectedVersion?: number
) {
  return auditedChange(actor, 'event', async (trx) => {
    const event = (await findRecord(eventResource, id, trx)) as Event
    await expectVersion(Event, event.id, expectedVersion, trx)
    const before = snapshotRecord(eventResource, event)
    if (change.ticketStatus === 'opens_soon' && !event.salesOpenAt) {
      throw new EventChangeRefused(
        `${event.name}: set when sales open (on the edit page) before marking it "opens soon"`
      )
    }
    if (change.ticketStatus) event.ticketStatus = change.ticketStatus
    if (change.waitlistOpen !== undefined) event.waitlistOpen = change.waitlistOpen
    await event.save()
    if (change.soldOut !== undefined) await setRoundsSoldOut(event, change.soldOut, trx)
    const after = snapshotRecord(eventResource, event)
    return { action: 'update', entityId: event.id, before, after, result: event }
  })
}
