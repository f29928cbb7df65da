/*
| What students sent: Halloween waiting lists (waitlist_entries → events →
| cities) and contact messages with their delivery outcome. Read only.
*/
import db from '@adonisjs/lucid/services/db'
import ContactMessage from '#models/contact_message'
import WaitlistEntry from '#models/waitlist_entry'
import { paginate, whereContains } from '#services/admin/listing'

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

function waitlistQuery(filter: { eventId?: string; q?: string }) {
  const query = WaitlistEntry.query()
    .preload('event')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  if (filter.eventId) query.where('event_id', filter.eventId)
  whereContains(query, ['name', 'email'], filter.q)
  return query
}

export function listWaitlistEntries(filter: { eventId?: string; q?: string; page?: number }) {
  return paginate(waitlistQuery(filter), filter.page, 50)
}

export const WAITLIST_CSV_COLUMNS = [
  'city',
  'event_id',
  'event_name',
  'name',
  'email',
  'consent_at',
  'source',
  'signed_up_at',
]

export async function waitlistExportRows(filter: { eventId?: string }) {
  const entries = await waitlistQuery(filter)
  return entries.map((entry) => ({
    city: entry.event.cityName,
    event_id: entry.eventId,
    event_name: entry.event.name,
    name: entry.name,
    email: entry.email,
    consent_at: entry.consentAt.toISO(),
    source: entry.source,
    signed_up_at: entry.createdAt.toISO(),
  }))
}

function messageQuery(filter: { status?: string; q?: string }) {
  const query = ContactMessage.query().orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (filter.status) query.where('delivery_status', filter.status)
  whereContains(query, ['name', 'email', "coalesce(subject, '')"], filter.q)
  return query
}

export function listContactMessages(filter: { status?: string; q?: string; page?: number }) {
  return paginate(messageQuery(filter), filter.page, 50)
}

export function findContactMessage(id: number) {
  return ContactMessage.findOrFail(id)
}

export const MESSAGE_CSV_COLUMNS = [
  'id',
  'received_at',
  'name',
  'email',
  'subject',
  'city',
  'form_type',
  'source',
  'delivery_status',
  'delivery_error',
  'delivered_at',
  'message',
]

export async function messageExportRows(filter: { status?: string; q?: string }) {
  const messages = await messageQuery(filter)
  return messages.map((message) => ({
    id: message.id,
    received_at: message.createdAt.toISO(),
    name: message.name,
    email: message.email,
    subject: message.subject,
    city: message.city,
    form_type: message.formType,
    source: message.source,
    delivery_status: message.deliveryStatus,
    delivery_error: message.deliveryError,
    delivered_at: message.deliveredAt?.toISO() ?? null,
    message: message.message,
  }))
}
