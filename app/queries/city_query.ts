import City from '#models/city'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { decodeCursor, encodeCursor, isCityPosition } from '#lib/cursor'
import { keysetPage } from '#queries/keyset_page'
import type { Page } from '#queries/keyset_page'
import { containsPattern } from '#lib/search_text'
import { ok, type Result } from '#lib/result'
import type { InvalidParameter } from '#exceptions/catalog_failures'
import type { SearchCitiesParams } from '#validators/catalog'

type CityQueryBuilder = ModelQueryBuilderContract<typeof City>

/** Cities: filters, name order with keyset pages, and lookups by slug or name. */
export class CityQuery {
  static readonly DEFAULT_LIMIT = 100

  static filtered({
    q,
    country,
    updated_since: updatedSince,
  }: Pick<SearchCitiesParams, 'q' | 'country' | 'updated_since'>): CityQueryBuilder {
    const query = City.query()
    if (updatedSince) query.where('cities.updated_at', '>=', updatedSince)
    if (q) {
      const pattern = containsPattern(q)
      query.where((match) => {
        match
          .whereRaw('cities.name_folded LIKE search_fold(?)', [pattern])
          .orWhereRaw('cities.country_folded LIKE search_fold(?)', [pattern])
      })
    }
    if (country) {
      query.where((match) => {
        match.whereRaw('cities.country_folded = search_fold(?)', [country])
        if (country.length === 2) match.orWhere('cities.country_code', country.toUpperCase())
      })
    }
    return query
  }

  /** A page of cities; a cursor of another list or other filters is refused. */
  static async search(params: SearchCitiesParams): Promise<Result<Page<City>, InvalidParameter>> {
    const limit = params.limit ?? CityQuery.DEFAULT_LIMIT
    /* a cursor is bound to the list and these filters */
    const filters = { q: params.q, country: params.country, updated_since: params.updated_since }
    const position = params.cursor
      ? decodeCursor('cities', filters, params.cursor, isCityPosition)
      : null
    if (position && !position.ok) return position
    const total = await CityQuery.filtered(params).count('* as total').firstOrFail()
    const query = CityQuery.filtered(params)
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

  /** A city by slug, or by name in any case and with or without accents. */
  static async findBySlugOrName(value: string): Promise<City | null> {
    const candidate = value.trim()
    if (!candidate) return null
    return City.query()
      .where('slug', candidate.toLowerCase())
      .orWhereRaw('cities.name_folded = search_fold(?)', [candidate])
      .orderByRaw('(slug = ?) DESC', [candidate.toLowerCase()])
      .first()
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
    return City.query().orderBy('name').orderBy('id')
  }
}
