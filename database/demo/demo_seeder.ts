/*
| The demo data set: a believable service with cities and their guides,
| events (dates relative to today), partner deals, pricing and documents.
|
| Seeding only inserts what is missing, by natural key (city slug, event id,
| partner slug, pricing slug, doc slug), and never touches rows that exist:
| staff may have edited them. Child rows (guide rows, ticket options, links)
| are inserted only together with a newly inserted parent.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { CITIES } from './data/cities.js'
import { CITY_GUIDES } from './data/city_guides.js'
import { CITY_ALIASES } from './data/city_aliases.js'
import { EVENTS } from './data/events.js'
import { PARTNERS } from './data/partners.js'
import { PRICING } from './data/pricing.js'
import { DOCS } from './data/docs.js'
import type { EventSeed } from './data/types.js'
import type { EventType } from '#schemas/enums'
import { analyzeFilledTables, insertAll, insertMissing } from './insert.js'
import { beforeStart, fakeInviteCode, resolveStart } from './schedule.js'
import { effectiveEnd } from '#lib/event_state'
import { demoCityImage, demoEventImage } from './demo_images.js'
import { demoCityMedia, demoEventMedia } from './demo_media.js'
import { demoDescription } from './data/descriptions.js'

/** The demo organisers sell through a ticket shop (pretix), one shop page per event. */
const TICKET_SHOP = 'https://pretix.eu/studentevents'

const citiesBySlug = new Map(CITIES.map((city) => [city.slug, city]))

/** An events row of the demo data set, with the city still to resolve by slug. */
export interface PlannedEvent {
  citySlug: string | null
  row: Record<string, unknown> & { id: string; city_name: string }
  tickets: { name: string; price: number; currency: string; sold_out: boolean }[]
}

function planEvent(seed: EventSeed, now: DateTime): PlannedEvent {
  const city = seed.citySlug ? citiesBySlug.get(seed.citySlug) : undefined
  if (seed.citySlug && !city) throw new Error(`Demo event in unknown city "${seed.citySlug}"`)
  const place = city
    ? { name: city.name, timezone: city.timezone, currency: city.currency, idPrefix: city.slug }
    : seed.city
  if (!place) throw new Error(`Demo event "${seed.name}" needs a city`)

  const start = resolveStart(seed.when, now, place.timezone)
  const end = seed.durationHours ? start.plus({ hours: seed.durationHours }) : null
  const id = `${place.idPrefix}-${seed.type.replaceAll('_', '-')}-${start.year}`
  const past = seed.ticketStatus === 'ended'
  if (past !== effectiveEnd({ startAt: start, endAt: end }) <= now) {
    throw new Error(`Demo event ${id} is ${past ? 'ended but not over' : 'over but not ended'}`)
  }

  const salesOpenAt =
    seed.ticketStatus === 'opens_soon' ? beforeStart(now, start, seed.salesOpenInDays ?? 7) : null
  let earlyAccess: { starts: DateTime; ends: DateTime } | null = null
  if (seed.earlyAccess) {
    const { from, startsDays, endsDays } = seed.earlyAccess
    const anchor = from === 'now' ? now.startOf('hour') : from === 'start' ? start : salesOpenAt
    if (!anchor) throw new Error(`Demo event ${id}: early access before sales needs opens_soon`)
    earlyAccess = {
      starts: anchor.plus({ days: startsDays }),
      ends: anchor.plus({ days: endsDays }),
    }
  }

  return {
    citySlug: seed.citySlug,
    row: {
      id,
      type: seed.type,
      city_name: place.name,
      name: seed.name.replace('{year}', String(start.year)),
      start_at: start.toJSDate(),
      end_at: end?.toJSDate() ?? null,
      timezone: place.timezone,
      venue_name: seed.venue?.name ?? null,
      venue_address: seed.venue?.address ?? null,
      age_min: seed.ageMin ?? null,
      url: `/events/${id}`,
      waitlist_open: seed.waitlistOpen ?? false,
      whatsapp_group: seed.whatsapp ? `https://chat.whatsapp.com/${fakeInviteCode(id)}` : null,
      entry_rule: seed.entryRule ?? null,
      ticket_status: seed.ticketStatus,
      buy_url: `${TICKET_SHOP}/${id}/`,
      ticket_note: seed.ticketNote ?? '',
      sales_open_at: salesOpenAt?.toJSDate() ?? null,
      early_access_description: seed.earlyAccess?.description ?? null,
      early_access_starts_at: earlyAccess?.starts.toJSDate() ?? null,
      early_access_ends_at: earlyAccess?.ends.toJSDate() ?? null,
      early_access_url: seed.earlyAccess ? `${TICKET_SHOP}/${id}/redeem` : null,
      description: seed.description ?? demoDescription(seed.type, place.name, seed.venue?.name),
    },
    tickets: seed.tickets.map(([name, price, availability]) => ({
      name,
      price,
      currency: place.currency,
      sold_out: availability === 'sold_out',
    })),
  }
}

/** The demo events as of `now`: ids, dates and ticket rounds. */
export function planDemoEvents(now: DateTime = DateTime.now()): PlannedEvent[] {
  const planned = EVENTS.map((seed) => planEvent(seed, now))
  const ids = new Set(planned.map((event) => event.row.id))
  if (ids.size !== planned.length) throw new Error('Demo event ids are not unique')
  return planned
}

async function seedCities(trx: TransactionClientContract): Promise<number> {
  const hashes = await Promise.all(CITIES.map((city) => demoCityImage(city.slug)))
  const images: number[] = []
  for (const [index, city] of CITIES.entries()) {
    images.push(await demoCityMedia(trx, hashes[index], city.name))
  }
  const inserted = await insertMissing(
    trx,
    'cities',
    CITIES.map((city, index) => ({
      slug: city.slug,
      name: city.name,
      country: city.country,
      country_code: city.countryCode,
      timezone: city.timezone,
      summary: city.summary,
      festival_name: city.festivalName,
      city_guide_url: `/cities/${city.slug}`,
      festival_url: `/festivals/${city.slug}`,
      halloween_url: city.hasHalloween ? `/halloween/${city.slug}` : null,
      about: city.about,
      latitude: city.coordinates[0],
      longitude: city.coordinates[1],
      media_id: images[index],
    })),
    'slug',
    ['id', 'slug']
  )

  const guideRows: Record<string, Record<string, unknown>[]> = {
    city_costs: [],
    city_universities: [],
    city_neighbourhoods: [],
    city_housing_tips: [],
    city_places: [],
    city_aliases: [],
  }
  for (const { id, slug } of inserted) {
    const aliases = CITY_ALIASES[slug as string]
    const names = [
      ...(aliases?.city ?? []).map((name) => ({ name, kind: 'city' })),
      ...(aliases?.country ?? []).map((name) => ({ name, kind: 'country' })),
    ]
    names.forEach(({ name, kind }, position) =>
      guideRows.city_aliases.push({ city_id: id, name, kind, position })
    )
    const guide = CITY_GUIDES[slug as string]
    if (!guide) continue
    const cityId = id as number
    guide.costs.forEach(([label, value], position) =>
      guideRows.city_costs.push({ city_id: cityId, label, value, position })
    )
    guide.universities.forEach(({ name, url }, position) =>
      guideRows.city_universities.push({ city_id: cityId, name, url, position })
    )
    guide.neighbourhoods.forEach(({ name, description }, position) =>
      guideRows.city_neighbourhoods.push({ city_id: cityId, name, description, position })
    )
    guide.housingTips.forEach((tip, position) =>
      guideRows.city_housing_tips.push({ city_id: cityId, tip, position })
    )
    guide.places.forEach(({ name, category, description, url }, position) =>
      guideRows.city_places.push({
        city_id: cityId,
        name,
        category,
        description,
        url: url ?? null,
        position,
      })
    )
  }
  for (const [table, rows] of Object.entries(guideRows)) await insertAll(trx, table, rows)
  return inserted.length
}

/** id and name of every listed city that exists now, by slug. */
async function existingCities(trx: TransactionClientContract) {
  const rows = await trx
    .knexQuery()
    .table('cities')
    .select('id', 'slug', 'name')
    .whereIn(
      'slug',
      CITIES.map((city) => city.slug)
    )
  return new Map<string, { id: number; name: string }>(
    rows.map((row: { id: number; slug: string; name: string }) => [row.slug, row])
  )
}

async function seedEvents(trx: TransactionClientContract, now: DateTime): Promise<number> {
  const cities = await existingCities(trx)
  const planned = planDemoEvents(now)
  const hashes = await Promise.all(planned.map(({ row }) => demoEventImage(row.type as EventType)))
  const images: number[] = []
  for (const [index, { row }] of planned.entries()) {
    images.push(await demoEventMedia(trx, hashes[index], row.type as EventType))
  }
  const rows = planned.map(({ citySlug, row }, index) => {
    const city = citySlug ? cities.get(citySlug) : undefined
    return {
      ...row,
      city_id: city?.id ?? null,
      city_name: city?.name ?? row.city_name,
      media_id: images[index],
    }
  })
  const insertedRows = await insertMissing(trx, 'events', rows, 'id', ['id'])
  const inserted = new Set(insertedRows.map((row) => row.id as string))
  const options = planned
    .filter((event) => inserted.has(event.row.id))
    .flatMap((event) =>
      event.tickets.map((ticket, position) => ({ event_id: event.row.id, ...ticket, position }))
    )
  await insertAll(trx, 'ticket_options', options)
  return inserted.size
}

async function seedPartners(trx: TransactionClientContract): Promise<number> {
  const inserted = await insertMissing(
    trx,
    'partners',
    PARTNERS.map(({ links: _links, ...partner }, position) => ({ ...partner, position })),
    'slug',
    ['id', 'slug']
  )
  const links = inserted.flatMap(({ id, slug }) =>
    PARTNERS.find((partner) => partner.slug === slug)!.links.map((link, position) => ({
      partner_id: id,
      ...link,
      position,
    }))
  )
  await insertAll(trx, 'partner_links', links)
  return inserted.length
}

async function seedPricing(trx: TransactionClientContract): Promise<number> {
  const rows = PRICING.map((item) => ({
    ...item,
    position: PRICING.filter((other) => other.section === item.section).indexOf(item),
  }))
  const inserted = await insertMissing(trx, 'pricing_items', rows, 'slug', ['id'])
  return inserted.length
}

async function seedDocs(trx: TransactionClientContract): Promise<number> {
  const cities = await existingCities(trx)
  const rows = DOCS.map(({ citySlug, ...doc }) => ({
    ...doc,
    city_id: citySlug ? (cities.get(citySlug)?.id ?? null) : null,
  }))
  const inserted = await insertMissing(trx, 'docs', rows, 'slug', ['id'])
  return inserted.length
}

/**
 * Inserts the missing part of the demo data set in one transaction and
 * returns how many parent rows (cities, events, partners, pricing items,
 * docs) it inserted: 0 when everything is there already.
 */
export async function seedDemoData(
  options: { now?: DateTime } = {}
): Promise<{ inserted: number }> {
  const now = options.now ?? DateTime.now()
  return db.transaction(async (trx) => {
    let inserted = await seedCities(trx)
    inserted += await seedEvents(trx, now)
    inserted += await seedPartners(trx)
    inserted += await seedPricing(trx)
    inserted += await seedDocs(trx)
    await analyzeFilledTables(trx)
    return { inserted }
  })
}
