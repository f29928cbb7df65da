import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import { listPartnerDeals } from '#services/catalog/partner_service'
import { PARTNER_CATEGORIES } from '#schemas/enums'
import { listPartnersValidator } from '#validators/catalog'
import type { ListPartnersParams } from '#validators/catalog'
import { ignoredParameters } from '#lib/ignored_parameters'
import { renderPage } from '#lib/site_pages'

/**
 * The filters a person asked for, minus any the validator refuses (an
 * unknown category, an over-long search): a page for people never fails on
 * a filter, it ignores it and says so.
 */
async function usableFilters(query: Record<string, unknown>) {
  const wanted: Record<string, unknown> = {
    category: query.category || undefined,
    q: query.q || undefined,
  }
  const ignored: string[] = []
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return {
        filters: (await listPartnersValidator.validate(wanted)) as ListPartnersParams,
        ignored,
      }
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      for (const { field } of error.messages as { field: string }[]) {
        delete wanted[field]
        ignored.push(field)
      }
    }
  }
  return { filters: {}, ignored: ['category', 'q'] }
}

/** /deals?category=…&q=…: the partner deals page (the API's `page` link). */
export default class DealsController {
  async index(ctx: HttpContext) {
    const { filters, ignored } = await usableFilters(ctx.request.qs())
    const deals = await listPartnerDeals(filters)
    const invalid = ignored.length > 0 || ignoredParameters(ctx).length > 0
    return renderPage(ctx, 'deals', {
      title: 'Partner deals',
      deals,
      filters,
      invalid,
      categories: PARTNER_CATEGORIES,
    })
  }
}
