/*
| A large, deterministic data set for benchmarks: `scale-city-0001`... and
| `scale-event-000001`... with 2 or 3 ticket rounds per event and a small
| guide per city. Every value follows from the row's number (dates from the
| day it runs), so running it again inserts nothing, and running it with
| larger numbers adds only the rows beyond the ones already there.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { EVENT_TYPES, PLACE_CATEGORIES, type TicketStatus } from '#schemas/enums'
import { DEFAULT_EVENT_HOURS } from '#lib/event_state'
import { analyzeFilledTables, insertAll, insertMissing } from './insert.js'

const SCALE_PREFIX = 'scale-'

const COUNTRIES = [
  { country: 'Germany', code: 'DE', timezone: 'Europe/Berlin', currency: 'EUR', price: 15 },
  { country: 'France', code: 'FR', timezone: 'Europe/Paris', currency: 'EUR', price: 16 },
  { country: 'Italy', code: 'IT', timezone: 'Europe/Rome', currency: 'EUR', price: 14 },
  { country: 'Spain', code: 'ES', timezone: 'Europe/Madrid', currency: 'EUR', price: 13 },
  { country: 'Poland', code: 'PL', timezone: 'Europe/Warsaw', currency: 'PLN', price: 55 },
  { country: 'Czech Republic', code: 'CZ', timezone: 'Europe/Prague', currency: 'CZK', price: 320 },
  { country: 'Sweden', code: 'SE', timezone: 'Europe/Stockholm', currency: 'SEK', price: 180 },
  { country: 'Switzerland', code: 'CH', timezone: 'Europe/Zurich', currency: 'CHF', price: 25 },
  { country: 'United Kingdom', code: 'GB', timezone: 'Europe/London', currency: 'GBP', price: 12 },
  { country: 'Hungary', code: 'HU', timezone: 'Europe/Budapest', currency: 'HUF', price: 5500 },
  { country: 'Portugal', code: 'PT', timezone: 'Europe/Lisbon', currency: 'EUR', price: 12 },
  { country: 'Denmark', code: 'DK', timezone: 'Europe/Copenhagen', currency: 'DKK', price: 110 },
]
const countryByCode = new Map(COUNTRIES.map((country) => [country.code, country]))

/* Names such as "Nordbrück" or "Valéna": accents included, for search benchmarks */
const NAME_STARTS = [
  'Nord',
  'Val',
  'Bel',
  'Kar',
  'Lin',
  'Ost',
  'Mar',
  'Bran',
  'Sel',
  'Tor',
  'Wes',
  'Gra',
]
const NAME_ENDS = [
  'burg',
  'brück',
  'dorf',
  'éna',
  'ona',
  'mund',
  'ów',
  'stad',
  'ovo',
  'heim',
  'polis',
  'ice',
]
const ROUNDS = ['Early bird', 'Regular', 'Last call']
const UPCOMING_STATUSES: TicketStatus[] = [
  'on_sale',
  'on_sale',
  'opens_soon',
  'coming_soon',
  'see_page',
]

/** A small deterministic pseudo-random generator (mulberry32) seeded by the row number. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pad = (value: number, width: number) => String(value).padStart(width, '0')
export const scaleCitySlug = (n: number) => `${SCALE_PREFIX}city-${pad(n, 4)}`
const scaleEventId = (n: number) => `${SCALE_PREFIX}event-${pad(n, 6)}`

function cityRow(n: number) {
  const combos = NAME_STARTS.length * NAME_ENDS.length
  const index = (n - 1) % combos
  const round = Math.floor((n - 1) / combos)
  const name =
    NAME_STARTS[index % NAME_STARTS.length] +
    NAME_ENDS[Math.floor(index / NAME_STARTS.length)] +
    (round > 0 ? ` ${round + 1}` : '')
  const country = COUNTRIES[(n - 1) % COUNTRIES.length]
  const slug = scaleCitySlug(n)
  return {
    slug,
    name,
    country: country.country,
    country_code: country.code,
    timezone: country.timezone,
    summary: `${name} is a benchmark city with a student community of ${1000 + n * 37} members.`,
    festival_name: `${name} Welcome Festival`,
    city_guide_url: `/cities/${slug}`,
    festival_url: `/festivals/${slug}`,
    halloween_url: n % 3 === 0 ? null : `/halloween/${slug}`,
    about: `Generated city number ${n} for load tests. ${name} has two universities and a lively centre.`,
  }
}

function guideRows(cityId: number, n: number, name: string) {
  return {
    city_costs: ['Room in shared flat', 'Studio apartment', 'Public transport', 'Groceries'].map(
      (label, position) => ({
        city_id: cityId,
        label,
        value: `${300 + ((n * (position + 3)) % 700)} ${COUNTRIES[(n - 1) % COUNTRIES.length].currency}`,
        position,
      })
    ),
    city_universities: [0, 1].map((position) => ({
      city_id: cityId,
      name: `University ${position + 1} of ${name}`,
      url: `https://www.${SCALE_PREFIX}city-${pad(n, 4)}-uni${position + 1}.example`,
      position,
    })),
    city_neighbourhoods: ['Old Town', 'University Quarter', 'Riverside'].map((hood, position) => ({
      city_id: cityId,
      name: hood,
      description: `${hood} of ${name}.`,
      position,
    })),
    city_housing_tips: [0, 1, 2].map((position) => ({
      city_id: cityId,
      tip: `Housing tip ${position + 1} for ${name}.`,
      position,
    })),
    city_places: [0, 1, 2, 3].map((position) => ({
      city_id: cityId,
      name: `Place ${position + 1} in ${name}`,
      category: PLACE_CATEGORIES[(n + position) % PLACE_CATEGORIES.length],
      description: 'A generated place.',
      url: null,
      position,
    })),
  }
}

interface ScaleCity {
  id: number
  name: string
  timezone: string
  currency: string
  price: number
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * Epoch milliseconds of `hour` o'clock local time, `offsetDays` after the UTC
 * day `today`, in `zone`. The zone's offset is looked up once per zone and day
 * (at noon: DST changes happen at night), which keeps 20,000 events fast.
 */
function localTime(
  zones: Map<string, number>,
  zone: string,
  today: number,
  offsetDays: number,
  hour: number
) {
  const key = `${zone}|${offsetDays}`
  let offsetMinutes = zones.get(key)
  if (offsetMinutes === undefined) {
    offsetMinutes = DateTime.fromMillis(today + offsetDays * DAY + 12 * HOUR, { zone }).offset
    zones.set(key, offsetMinutes)
  }
  return today + offsetDays * DAY + hour * HOUR - offsetMinutes * 60_000
}

function eventRows(
  n: number,
  city: ScaleCity,
  clock: { today: number; now: number; zones: Map<string, number> }
) {
  const rand = random(n * 2654435761)
  const id = scaleEventId(n)
  const type = EVENT_TYPES[n % EVENT_TYPES.length]
  /* from four months ago to a year ahead, evenings */
  const offsetDays = Math.floor(rand() * 485) - 120
  const start = localTime(
    clock.zones,
    city.timezone,
    clock.today,
    offsetDays,
    18 + Math.floor(rand() * 5)
  )
  const end = rand() < 0.7 ? start + (4 + Math.floor(rand() * 4)) * HOUR : null
  const past = (end ?? start + DEFAULT_EVENT_HOURS * HOUR) <= clock.now
  let status: TicketStatus = past
    ? 'ended'
    : UPCOMING_STATUSES[Math.floor(rand() * UPCOMING_STATUSES.length)]
  if (status === 'opens_soon' && offsetDays < 4) status = 'on_sale'
  const salesOpenAt =
    status === 'opens_soon' ? clock.today + Math.floor(offsetDays / 2) * DAY + 10 * HOUR : null
  const date = (ms: number | null) => (ms === null ? null : new Date(ms))
  const rounds = 2 + (n % 2)
  const early = !past && rand() < 0.25
  const row = {
    id,
    type,
    city_id: city.id,
    city_name: city.name,
    name: `${city.name} ${type.replaceAll('_', ' ')} #${n}`,
    start_at: date(start),
    end_at: date(end),
    timezone: city.timezone,
    venue_name: n % 10 === 0 ? null : `Venue ${(n % 40) + 1}`,
    venue_address: n % 10 === 0 ? null : `${(n % 200) + 1} Main Street, ${city.name}`,
    age_min: n % 4 === 0 ? null : 18,
    url: `/events/${id}`,
    waitlist_open: type === 'halloween' && !past && n % 2 === 0,
    whatsapp_group: n % 3 === 0 ? `https://chat.whatsapp.com/Scale${pad(n, 6)}Group` : null,
    entry_rule: n % 5 === 0 ? 'Student card required at the door.' : null,
    ticket_status: status,
    buy_url: `https://pretix.eu/studentevents/${id}/`,
    ticket_note: '',
    sales_open_at: date(salesOpenAt),
    early_access_description: early ? 'Presale for community members.' : null,
    early_access_starts_at: early ? date(start - 30 * DAY) : null,
    early_access_ends_at: early ? date(start - 28 * DAY) : null,
    early_access_url: early ? `https://pretix.eu/studentevents/${id}/redeem` : null,
  }
  const options = ROUNDS.slice(0, rounds).map((name, position) => ({
    event_id: id,
    name,
    price: Math.round(city.price * (1 + position * 0.35) * 100) / 100,
    currency: city.currency,
    position,
  }))
  return { row, options }
}

async function seedCities(trx: TransactionClientContract, count: number): Promise<number> {
  const rows = Array.from({ length: count }, (_, i) => cityRow(i + 1))
  const inserted = await insertMissing(trx, 'cities', rows, 'slug', ['id', 'slug', 'name'])
  const children: Record<string, Record<string, unknown>[]> = {}
  for (const { id, slug, name } of inserted) {
    const n = Number(String(slug).slice(`${SCALE_PREFIX}city-`.length))
    for (const [table, tableRows] of Object.entries(guideRows(id as number, n, name as string))) {
      ;(children[table] ??= []).push(...tableRows)
    }
  }
  for (const [table, tableRows] of Object.entries(children)) await insertAll(trx, table, tableRows)
  return inserted.length
}

async function seedEvents(trx: TransactionClientContract, count: number): Promise<number> {
  const cityRows: {
    id: number
    slug: string
    name: string
    timezone: string
    country_code: string
  }[] = await trx
    .knexQuery()
    .table('cities')
    .select('id', 'slug', 'name', 'timezone', 'country_code')
    .where('slug', 'like', `${SCALE_PREFIX}city-%`)
    .orderByRaw('length(slug), slug')
  if (cityRows.length === 0) throw new Error('Scaled events need scaled cities: pass --cities')
  const cities: ScaleCity[] = cityRows.map((city) => {
    const country = countryByCode.get(city.country_code) ?? COUNTRIES[0]
    return { ...city, currency: country.currency, price: country.price }
  })

  const now = Date.now()
  const clock = { now, today: now - (now % DAY), zones: new Map<string, number>() }
  const planned = Array.from({ length: count }, (_, i) =>
    eventRows(i + 1, cities[i % cities.length], clock)
  )
  const rows = planned.map((event) => event.row)
  const insertedRows = await insertMissing(trx, 'events', rows, 'id', ['id'])
  const inserted = new Set(insertedRows.map((row) => row.id))
  await insertAll(
    trx,
    'ticket_options',
    planned.filter((event) => inserted.has(event.row.id)).flatMap((event) => event.options)
  )
  return inserted.size
}

/**
 * Adds the scaled data set (`cities` cities, `events` events spread over
 * them) where missing, in one transaction; returns how many were inserted.
 */
export async function seedScaledData(options: {
  cities: number
  events: number
}): Promise<{ cities: number; events: number }> {
  for (const [name, value] of Object.entries(options)) {
    if (!Number.isInteger(value) || value < 0) {
      throw new Error(`${name} must be a non-negative integer, got ${value}`)
    }
  }
  return db.transaction(async (trx) => {
    const cities = await seedCities(trx, options.cities)
    const events = options.events > 0 ? await seedEvents(trx, options.events) : 0
    await analyzeFilledTables(trx)
    return { cities, events }
  })
}
