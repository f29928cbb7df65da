import { CityQuery } from '#queries/city_query'
import { EventQuery } from '#queries/event_query'
import { serializeCityCard, serializeCityGuide } from '#serializers/city_serializer'
import { serializeEvent } from '#serializers/event_serializer'
import { NotFoundError } from '#services/catalog/catalog_errors'
import type { CityGuideShape, CityListShape } from '#schemas/city'
import type { SearchCitiesParams } from '#validators/catalog'

/** searchCities: cities by name/country, name order, keyset pages. */
export async function searchCities(params: SearchCitiesParams): Promise<CityListShape> {
  const page = await CityQuery.search(params)
  return {
    total: page.total,
    cities: page.rows.map(serializeCityCard),
    next_cursor: page.nextCursor,
  }
}

/** getCityGuide: one city's guide by slug or name; NotFoundError when unknown. */
export async function getCityGuide(slugOrName: string): Promise<CityGuideShape> {
  const city = await CityQuery.findBySlugOrName(slugOrName)
  if (!city) {
    throw new NotFoundError(`No city "${slugOrName}". Search cities with /api/v1/cities.`, 'city')
  }
  const [withGuide, events] = await Promise.all([
    CityQuery.withGuide(city),
    EventQuery.upcomingInCity(city.id),
  ])
  return serializeCityGuide(
    withGuide,
    events.map((event) => serializeEvent(event))
  )
}

/** A city's names and zone, for recognising it in free text (A2A); not a contract shape. */
export interface CityName {
  slug: string
  name: string
  country: string
  countryCode: string
  timezone: string
}

/** Every city's slug, name, country and time zone, in name order. */
export async function listCityNames(): Promise<CityName[]> {
  const cities = await CityQuery.all()
  return cities.map(({ slug, name, country, countryCode, timezone }) => ({
    slug,
    name,
    country,
    countryCode,
    timezone,
  }))
}
