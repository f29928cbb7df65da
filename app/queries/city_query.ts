import City from '#models/city'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { decodeCursor, encodeCursor, isCityPosition } from '#queries/cursor'
import { keysetPage } from '#queries/keyset_page'
import type { Page } from '#queries/keyset_page'
import { containsPattern } from '#lib/search_text'
import { ok, type Result } from '#lib/result'
import type { InvalidParameter } from '#exceptions/catalog_failures'
import type { SearchCitiesParams } from '#validators/catalog'

type CityQueryBuilder = ModelQueryBuilderContract<typeof City>

/** The place parameters of searchCities as the place-name resolver read them. */
export interface CityPlaces {
  /** Cities one of whose other names (or whose country's names) contain `q` */
  qCityIds?: number[]
  /** The cities of the country `country` names (empty: it names none) */
  countryCityIds?: number[]
}

/** Cities: filters, name order with keyset pages, and lookups by slug or name. */
export class CityQuery {
  static readonly DEFAULT_LIMIT = 100

  /**
   * `places` is how the place-name resolver read the parameters: `q` also
   * finds the cities one of whose other names contains it (`qCityIds`),
   * `country` is the ids of the cities of the country it names.
   */
  static filtered(
    { q, updated_since: updatedSince }: Pick<SearchCitiesParams, 'q' | 'updated_since'>,
    places: CityPlaces = {}
  ): CityQueryBuilder {
    const query = City.query()
    if (updatedSince) query.where('cities.updated_at', '>=', updatedSince)
    if (q) {
      const pattern = containsPattern(q)
      query.where((match) => {
        match
          .whereRaw('cities.name_folded LIKE search_fold(?)', [pattern])
          .orWhereRaw('cities.country_folded LIKE search_fold(?)', [pattern])
          .orWhereRaw('cities.id = ANY(?::int[])', [places.qCityIds ?? []])
      })
    }
    if (places.countryCityIds) query.whereRaw('cities.id = ANY(?::int[])', [places.countryCityIds])
    return query
  }

  /** A page of cities; a cursor of another list or other filters is refused. */
  static async search(
    params: SearchCitiesParams,
    places: CityPlaces = {}
  ): Promise<Result<Page<City>, InvalidParameter>> {
    const limit = params.limit ?? CityQuery.DEFAULT_LIMIT
    /* a cursor is bound to the list and these filters */
    const filters = { q: params.q, country: params.country, updated_since: params.updated_since }
    const position = params.cursor
      ? decodeCursor('cities', filters, params.cursor, isCityPosition)
      : null
    if (position && !position.ok) return position
    const total = await CityQuery.filtered(params, places).count('* as total').firstOrFail()
    const query = CityQuery.filtered(params, places)
      .preload('media')
      .orderBy('name')
      .orderBy('id')
      .limit(limit + 1)
    if (position) query.whereRaw('(cities.name, cities.id) > (?, ?)', position.value)
    return ok(
      keysetPage(await query, limit, Number(total.$extras.total), (city) =>
        encodeCursor('cities', filters, [city.name, city.id])
      )
    )
  }

  /** A city by id (the place-name resolver finds it by any of its names). */
  static async find(id: number): Promise<City | null> {
    return City.query().where('id', id).preload('media').first()
  }

  static async withGuide(city: City): Promise<City> {
    await city.load((loader) => {
      loader
        .load('costs')
        .load('universities')
        .load('neighbourhoods')
        .load('housingTips')
        .load('places')
    })
    return city
  }

  static async all(): Promise<City[]> {
    return City.query().preload('media').orderBy('name').orderBy('id')
  }
}
