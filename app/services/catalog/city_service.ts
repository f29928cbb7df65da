import { CityQuery } from '#queries/city_query'
import { EventQuery } from '#queries/event_query'
import { serializeCityCard, serializeCityGuide } from '#serializers/city_serializer'
import { serializeEvent } from '#serializers/event_serializer'
import { NotFoundError } from '#exceptions/catalog_errors'
import { EVENT_TABLES, eventsExpiry } from '#services/catalog/event_service'
import { readCache, type ContentTable } from '#services/read_cache/catalog_cache'
import { cacheKey } from '#services/read_cache/cache_key'
import type { CityGuideShape, CityListShape } from '#schemas/city'
import type { SearchCitiesParams } from '#validators/catalog'

/** A city and its guide's texts (without its events). */
export const CITY_TEXT_TABLES: ContentTable[] = [
  'cities',
  'city_costs',
  'city_universities',
  'city_neighbourhoods',
  'city_housing_tips',
  'city_places',
]

const GUIDE_TABLES: ContentTable[] = [...new Set([...EVENT_TABLES, ...CITY_TEXT_TABLES])]

/** searchCities: cities by name/country, name order, keyset pages. */
export function searchCities(params: SearchCitiesParams): Promise<CityListShape> {
  const normalized = { ...params, limit: params.limit ?? CityQuery.DEFAULT_LIMIT }
  return readCache.read(cacheKey('searchCities', normalized), ['cities'], async () => {
    const page = await CityQuery.search(normalized)
    return {
      value: {
        total: page.total,
        cities: page.rows.map(serializeCityCard),
        next_cursor: page.nextCursor,
      },
      expiresAt: null,
    }
  })
}

/** getCityGuide: one city's guide by slug or name; NotFoundError when unknown. */
export function getCityGuide(slugOrName: string): Promise<CityGuideShape> {
  const key = cacheKey('getCityGuide', { city: slugOrName.trim().toLowerCase() })
  return readCache.read(key, GUIDE_TABLES, async () => {
    const city = await CityQuery.findBySlugOrName(slugOrName)
    if (!city) {
      throw new NotFoundError(`No city "${slugOrName}". Search cities with /api/v1/cities.`, 'city')
    }
    const [withGuide, events] = await Promise.all([
      CityQuery.withGuide(city),
      EventQuery.upcomingInCity(city.id),
    ])
    const now = Date.now()
    return {
      value: serializeCityGuide(
        withGuide,
        events.map((event) => serializeEvent(event, now))
      ),
      expiresAt: eventsExpiry(events, now),
    }
  })
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
