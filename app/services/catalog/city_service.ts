import type City from '#models/city'
import { CityQuery } from '#queries/city_query'
import { EventQuery } from '#queries/event_query'
import { serializeCityCard, serializeCityGuide } from '#serializers/city_serializer'
import { serializeEvent } from '#serializers/event_serializer'
import { notFound, type InvalidParameter, type NotFound } from '#exceptions/catalog_failures'
import { expectValue, failed, mapResult, ok, type Result } from '#lib/result'
import { clockNow } from '#lib/clock'
import { EVENT_TABLES, eventsExpiry } from '#services/catalog/event_service'
import { readCache, type ContentTable } from '#services/read_cache/catalog_cache'
import { cacheKey } from '#services/read_cache/cache_key'
import type { CityGuideShape, CityListShape } from '#schemas/city'
import type { SearchCitiesParams } from '#validators/catalog'
import { resolveCatalogCity, resolveCitySearch } from '#services/catalog/place_names'

/** A city and its guide's texts (without its events). */
// prettier-ignore
export const CITY_TEXT_TABLES: ContentTable[] = [
  'cities', 'city_costs', 'city_universities', 'city_neighbourhoods', 'city_housing_tips',
  'city_places',
]

const GUIDE_TABLES: ContentTable[] = [...new Set([...EVENT_TABLES, ...CITY_TEXT_TABLES])]

/** searchCities reads the cities and their other names. */
const CITY_TABLES: ContentTable[] = ['cities', 'city_aliases']

/** searchCities as a client asks it: by name/country, name order, keyset pages; a foreign cursor is refused. */
export function searchCityPage(
  params: SearchCitiesParams
): Promise<Result<CityListShape, InvalidParameter>> {
  const normalized = { ...params, limit: params.limit ?? CityQuery.DEFAULT_LIMIT }
  return readCache.readResult(cacheKey('searchCities', normalized), CITY_TABLES, async () => {
    const { places, unmatched } = await resolveCitySearch(normalized)
    return mapResult(await CityQuery.search(normalized, places), (page) => ({
      value: {
        total: page.total,
        cities: page.rows.map(serializeCityCard),
        next_cursor: page.nextCursor,
        ...(unmatched.length > 0 ? { unmatched } : {}),
      },
      expiresAt: null,
    }))
  })
}

/** The first page of cities (the service's own reads, which carry no cursor). */
export async function searchCities(
  params: SearchCitiesParams & { cursor?: undefined }
): Promise<CityListShape> {
  return expectValue(await searchCityPage(params))
}

/** getCityGuide: one city's guide by slug, name or another name (place_names.ts). */
export function getCityGuide(slugOrName: string): Promise<Result<CityGuideShape, NotFound>> {
  const key = cacheKey('getCityGuide', { city: slugOrName.trim().toLowerCase() })
  return readCache.readResult(key, GUIDE_TABLES, async () => {
    const known = await resolveCatalogCity(slugOrName)
    const city = known ? await CityQuery.find(known.id) : null
    if (!city) {
      return failed(notFound(`No city "${slugOrName}". Search cities with /api/v1/cities.`, 'city'))
    }
    return ok(await guideOf(await CityQuery.withGuide(city)))
  })
}

/** The guide of a city whose guide lists are loaded, and when its events change it by the clock. */
async function guideOf(city: City) {
  const events = await EventQuery.upcomingInCity(city.id)
  const now = clockNow()
  return {
    value: serializeCityGuide(
      city,
      events.map((event) => serializeEvent(event, now))
    ),
    expiresAt: eventsExpiry(events, now),
  }
}

/**
 * The guide shape of a city as given (the staff preview passes one with a
 * draft's values over it): the public serializer and the public events.
 */
export async function guideShapeOf(city: City): Promise<CityGuideShape> {
  const { value } = await guideOf(city)
  return value
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
export function listCityNames(): Promise<CityName[]> {
  return readCache.read(cacheKey('listCityNames'), ['cities'], async () => {
    const cities = await CityQuery.all()
    return {
      value: cities.map(({ slug, name, country, countryCode, timezone }) => ({
        slug,
        name,
        country,
        countryCode,
        timezone,
      })),
      expiresAt: null,
    }
  })
}
