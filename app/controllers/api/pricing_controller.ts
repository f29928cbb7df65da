import type { HttpContext } from '@adonisjs/core/http'
import { getPricing } from '#services/catalog/pricing_service'
import { pricingValidator } from '#validators/catalog'
import { validateQuery } from '#http/policies/api_query_parameters'

export default class PricingController {
  /** GET /api/v1/pricing (getPricing) */
  async show({ request }: HttpContext) {
    return getPricing(await validateQuery(request, pricingValidator))
  }
}
