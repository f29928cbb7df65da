import type { HttpContext } from '@adonisjs/core/http'
import { listPartnerDeals } from '#services/catalog/partner_service'
import { listPartnersValidator } from '#validators/catalog'
import { validateQuery } from '#http/policies/api_query_parameters'

export default class PartnersController {
  /** GET /api/v1/partners (listPartnerDeals): the whole matching list, no pages */
  async index({ request }: HttpContext) {
    return listPartnerDeals(await validateQuery(request, listPartnersValidator))
  }
}
