import type { HttpContext } from '@adonisjs/core/http'
import { getCityGuide, searchCityPage } from '#services/catalog/city_service'
import { searchCitiesValidator } from '#validators/catalog'
import { pathParameter, validateQuery } from '#http/policies/api_query_parameters'
import { valueOrHttpError } from '#http/policies/catalog_answer'

export default class CitiesController {
  /** GET /api/v1/cities (searchCities) */
  async index({ request }: HttpContext) {
    return valueOrHttpError(
      await searchCityPage(await validateQuery(request, searchCitiesValidator))
    )
  }

  /** GET /api/v1/cities/:slug (getCityGuide): a slug or a city name */
  async show({ params }: HttpContext) {
    return valueOrHttpError(await getCityGuide(pathParameter(params, 'slug')))
  }
}
