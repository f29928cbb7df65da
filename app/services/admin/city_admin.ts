import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import City from '#models/city'
import CityCost from '#models/city_cost'
import CityUniversity from '#models/city_university'
import CityNeighbourhood from '#models/city_neighbourhood'
import CityHousingTip from '#models/city_housing_tip'
import CityPlace from '#models/city_place'
import Event from '#models/event'
import Doc from '#models/doc'
import type { CityInput } from '#validators/admin/city'
import { auditedChange, snapshotOf, type Actor, type Snapshot } from '#services/admin/audit_trail'
import { paginate, whereContains } from '#services/admin/listing'
import { replaceRows, rowsOf } from '#services/admin/child_rows'

/** The guide lists of a city: form key, relation, model and the columns staff edit. */
export const CITY_GUIDE_LISTS = [
  { key: 'costs', relation: 'costs', model: CityCost, fields: ['label', 'value'] },
  { key: 'universities', relation: 'universities', model: CityUniversity, fields: ['name', 'url'] },
  {
    key: 'neighbourhoods',
    relation: 'neighbourhoods',
    model: CityNeighbourhood,
    fields: ['name', 'description'],
  },
  { key: 'housing_tips', relation: 'housingTips', model: CityHousingTip, fields: ['tip'] },
  {
    key: 'places',
    relation: 'places',
    model: CityPlace,
    fields: ['name', 'category', 'description', 'url'],
  },
] as const

export function listCities(search: { q?: string; page?: number }) {
  const query = City.query().withCount('events').orderBy('name').orderBy('id')
  whereContains(query, ['name', 'country', 'slug'], search.q)
  return paginate(query, search.page)
}

export async function findCity(id: number, client?: TransactionClientContract) {
  const city = await City.query({ client })
    .where('id', id)
    .preload('costs')
    .preload('universities')
    .preload('neighbourhoods')
    .preload('housingTips')
    .preload('places')
    .firstOrFail()
  return city
}

/** Everything the edit form and the audit log show of a city. */
export function cityValues(city: City): Snapshot {
  const values = snapshotOf(city)
  for (const list of CITY_GUIDE_LISTS) values[list.key] = rowsOf(city[list.relation], list.fields)
  return values
}

/** For the event and doc forms: every city, with its time zone for defaults. */
export function cityChoices() {
  return City.query().select('id', 'name', 'country_code', 'timezone').orderBy('name')
}

function cityAttributes(input: CityInput) {
  return {
    slug: input.slug,
    name: input.name,
    country: input.country,
    countryCode: input.country_code,
    timezone: input.timezone,
    summary: input.summary,
    festivalName: input.festival_name,
    cityGuideUrl: input.city_guide_url,
    festivalUrl: input.festival_url,
    halloweenUrl: input.halloween_url ?? null,
    about: input.about ?? '',
  }
}

async function saveGuideLists(trx: TransactionClientContract, cityId: number, input: CityInput) {
  for (const list of CITY_GUIDE_LISTS) {
    await replaceRows(trx, list.model, { cityId }, input[list.key])
  }
}

export function createCity(actor: Actor, input: CityInput) {
  return auditedChange(actor, 'city', async (trx) => {
    const city = await City.create(cityAttributes(input), { client: trx })
    await saveGuideLists(trx, city.id, input)
    const after = cityValues(await findCity(city.id, trx))
    return { action: 'create', entityId: city.id, before: null, after, result: city }
  })
}

export function updateCity(actor: Actor, id: number, input: CityInput) {
  return auditedChange(actor, 'city', async (trx) => {
    const city = await findCity(id, trx)
    const before = cityValues(city)
    city.merge(cityAttributes(input))
    await city.save()
    await saveGuideLists(trx, city.id, input)
    /* events keep a copy of their city's name */
    await Event.query({ client: trx })
      .where('city_id', city.id)
      .whereNot('city_name', city.name)
      .update({ cityName: city.name })
    const after = cityValues(await findCity(city.id, trx))
    return { action: 'update', entityId: city.id, before, after, result: city }
  })
}

export function deleteCity(actor: Actor, id: number) {
  return auditedChange(actor, 'city', async (trx) => {
    const city = await findCity(id, trx)
    const before = cityValues(city)
    /* the guide lists go with it (ON DELETE CASCADE); events and docs stay, unlinked */
    await city.delete()
    return { action: 'delete', entityId: id, before, after: null, result: city }
  })
}

/** What deleting a city takes with it, and what it leaves behind unlinked. */
export async function cityDeletionImpact(city: City) {
  const events = await Event.query().where('city_id', city.id).count('* as total').first()
  const docs = await Doc.query().where('city_id', city.id).count('* as total').first()
  return {
    deleted: CITY_GUIDE_LISTS.map((list) => ({
      label: list.key.replace('_', ' '),
      count: city[list.relation].length,
    })).filter((entry) => entry.count > 0),
    unlinked: [
      { label: 'events (they keep the city name)', count: Number(events?.$extras.total ?? 0) },
      { label: 'docs', count: Number(docs?.$extras.total ?? 0) },
    ].filter((entry) => entry.count > 0),
  }
}
