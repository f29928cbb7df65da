import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import { listPartnerDeals } from '#services/catalog/partner_service'
import { PARTNER_CATEGORIES } from '#schemas/enums'
import { listPartnersValidator } from '#validators/catalog'
import type { ListPartnersParams } from '#validators/catalog'
import { renderPage } from '#controllers/site/site_view'

/** /deals?category=…&q=…: the partner deals page (the API's `page` link). */
export default class DealsController {
  async index(ctx: HttpContext) {
    const { category, q } = ctx.request.qs()
    let filters: ListPartnersParams = {}
    let invalid = false
    try {
      filters = await listPartnersValidator.validate({
        category: category || undefined,
        q: q || undefined,
      })
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      invalid = true
    }
    const deals = await listPartnerDeals(filters)
    return renderPage(
      ctx,
      'deals',
      { title: 'Partner deals', deals, filters, invalid, categories: PARTNER_CATEGORIES },
      invalid ? 400 : 200
    )
  }
}
