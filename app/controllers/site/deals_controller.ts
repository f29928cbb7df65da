import type { HttpContext } from '@adonisjs/core/http'
import { listPartnerDeals } from '#services/catalog/partner_service'
import { PARTNER_CATEGORIES } from '#schemas/enums'
import { listPartnersValidator } from '#validators/catalog'
import { ignoredParameters } from '#http/policies/ignored_parameters'
import { renderPage } from '#http/site/pages'
import { plainPageMeta } from '#presenters/page_meta'
import { siteTextOf } from '#http/site/language'
import { LINKS } from '#services/discovery/surfaces'
import { usableFilters } from '#http/site/filters'

/** /deals?category=…&q=…: the partner deals page (the API's `page` link). */
export default class DealsController {
  async index(ctx: HttpContext) {
    const { filters, ignored } = await usableFilters(listPartnersValidator, ctx.request.qs(), [
      'category',
      'q',
    ])
    const deals = await listPartnerDeals(filters)
    const invalid = ignored.length > 0 || ignoredParameters(ctx).length > 0
    const { t } = siteTextOf(ctx)
    return renderPage(ctx, 'deals', {
      title: t('deals.title'),
      deals,
      filters,
      invalid,
      categories: PARTNER_CATEGORIES,
      meta: plainPageMeta(t('deals.title'), t('deals.description'), LINKS.deals.path),
    })
  }
}
