/*
| What students sent: Halloween waiting lists (waitlist_entries → events →
| cities) and contact messages with their delivery outcome. Read only.
*/
import db from '@adonisjs/lucid/services/db'
import ContactMessage from '#models/contact_message'
import { DELIVERY_STATUSES, type DeliveryStatus } from '#schemas/enums'
import WaitlistEntry from '#models/waitlist_entry'
import { countOf, paginate, whereEachWord } from '#admin/engine/listing'
import type { CsvColumn, CsvTable } from '#admin/engine/csv_export'
import { spreadsheetDateTime } from '#presenters/staff_time'

/** The waiting lists' filters: one event (by id) and a search text. */
type WaitlistFilter = { eventId?: string; q?: string }
/** The messages list's filters: a delivery status (or "undelivered") and a search text. */
type MessageFilter = { status?: string; q?: string }

export interface WaitlistSummaryRow {
  event_id: string
  event_name: string
  city_name: string
  city_slug: string | null
  start_at: Date
  waitlist_open: boolean
  entries: number
}

/** Every Halloween event (and any other event with sign-ups) with its sign-up count, by city. */
export async function waitlistSummary(): Promise<WaitlistSummaryRow[]> {
  const rows = await db
    .from('events')
    .leftJoin('cities', 'cities.id', 'events.city_id')
    .leftJoin('waitlist_entries', 'waitlist_entries.event_id', 'events.id')
    .select(
      'events.id as event_id',
      'events.name as event_name',
      'events.city_name',
      'cities.slug as city_slug',
      'events.start_at',
      'events.waitlist_open'
    )
    .count('waitlist_entries.id as entries')
    .groupBy('events.id', 'cities.slug')
    .havingRaw("events.type = 'halloween' OR count(waitlist_entries.id) > 0")
    .orderBy('events.city_name')
    .orderBy('events.start_at', 'desc')
  return rows.map((row) => ({ ...row, entries: Number(row.entries) }))
}

function waitlistMatches(filter: WaitlistFilter) {
  const query = WaitlistEntry.query()
  if (filter.eventId) query.where('event_id', filter.eventId)
  whereEachWord(query, ['name', 'email'], filter.q)
  return query
}

function waitlistQuery(filter: WaitlistFilter) {
  return waitlistMatches(filter)
    .preload('event')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
}

export function listWaitlistEntries(filter: WaitlistFilter & { page?: number }) {
  return paginate(waitlistQuery(filter), filter.page, 50)
}

export function countWaitlistEntries(filter: WaitlistFilter) {
  return countOf(waitlistMatches(filter))
}

/** A time column whose header names the zone its cells are in. */
const timeColumn = (key: string, zone: string): CsvColumn => ({ key, header: `${key} (${zone})` })

const waitlistCsvColumns = (zone: string): CsvColumn[] => [
  'city',
  'event_id',
  'event_name',
  'name',
  'email',
  timeColumn('consent_at', zone),
  'source',
  timeColumn('signed_up_at', zone),
]

/** The entries the list shows (same event filter and search), times in `zone`. */
export async function waitlistExport(filter: WaitlistFilter, zone: string): Promise<CsvTable> {
  const entries = await waitlistQuery(filter)
  const rows = entries.map((entry) => ({
    city: entry.event.cityName,
    event_id: entry.eventId,
    event_name: entry.event.name,
    name: entry.name,
    email: entry.email,
    consent_at: spreadsheetDateTime(entry.consentAt, zone),
    source: entry.source,
    signed_up_at: spreadsheetDateTime(entry.createdAt, zone),
  }))
  return { columns: waitlistCsvColumns(zone), rows }
}

/** The messages list's "not delivered" filter: the team never got the e-mail. */
export const UNDELIVERED = 'undelivered'
const UNDELIVERED_STATUSES: DeliveryStatus[] = ['failed', 'not_configured']

/** The delivery filters of the messages list: each status, and "not delivered". */
export const MESSAGE_FILTERS = [
  ...DELIVERY_STATUSES.map((status) => ({ value: status, label: status.replaceAll('_', ' ') })),
  { value: UNDELIVERED, label: 'not delivered (failed or not configured)' },
]

function messageQuery(filter: MessageFilter) {
  const query = ContactMessage.query().orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (filter.status === UNDELIVERED) query.whereIn('delivery_status', UNDELIVERED_STATUSES)
  else if (filter.status) query.where('delivery_status', filter.status)
  whereEachWord(query, ['name', 'email', "coalesce(subject, '')"], filter.q)
  return query
}

export function listContactMessages(filter: MessageFilter & { page?: number }) {
  return paginate(messageQuery(filter), filter.page, 50)
}

/** How many messages the list shows for a filter (the dashboard links to that list). */
export function countContactMessages(filter: MessageFilter) {
  return countOf(messageQuery(filter))
}

export function findContactMessage(id: number) {
  return ContactMessage.findOrFail(id)
}

const messageCsvColumns = (zone: string): CsvColumn[] => [
  'id',
  timeColumn('received_at', zone),
  'name',
  'email',
  'subject',
  'city',
  'form_type',
  'source',
  'delivery_status',
  'delivery_error',
  timeColumn('delivered_at', zone),
  'message',
]

/** The messages the list shows (same filter and search), times in `zone`. */
export async function messageExport(filter: MessageFilter, zone: string): Promise<CsvTable> {
  const messages = await messageQuery(filter)
  const rows = messages.map((message) => ({
    id: message.id,
    received_at: spreadsheetDateTime(message.createdAt, zone),
    name: message.name,
    email: message.email,
    subject: message.subject,
    city: message.city,
    form_type: message.formType,
    source: message.source,
    delivery_status: message.deliveryStatus,
    delivery_error: message.deliveryError,
    delivered_at: spreadsheetDateTime(message.deliveredAt, zone),
    message: message.message,
  }))
  return { columns: messageCsvColumns(zone), rows }
}
