import { PartnerQuery } from '#queries/partner_query'
import { serializePartner } from '#serializers/partner_serializer'
import { serviceUrl } from '#lib/urls'
import { notFound, type NotFound } from '#exceptions/catalog_failures'
import { failed, ok, type Result } from '#lib/result'
import { readCache, type ContentTable } from '#services/read_cache/catalog_cache'
import { cacheKey } from '#services/read_cache/cache_key'
import type { PartnerListShape } from '#schemas/partner'
import type { ListPartnersParams } from '#validators/catalog'

export const PARTNER_TABLES: ContentTable[] = ['partners', 'partner_links']

/** Staff preview of one partner's deal, whatever its publication (never cached). */
export async function previewPartnerDeal(id: number): Promise<Result<PartnerListShape, NotFound>> {
  const partner = await PartnerQuery.findForPreview(id)
  if (!partner) return failed(notFound(`No partner ${id}.`, 'partner'))
  return ok({ total: 1, partners: [serializePartner(partner)], page: serviceUrl('/deals') })
}

/** listPartnerDeals: every matching deal at once (short, curated list: no pages). */
export function listPartnerDeals(params: ListPartnersParams): Promise<PartnerListShape> {
  return readCache.read(cacheKey('listPartnerDeals', params), PARTNER_TABLES, async () => {
    const partners = await PartnerQuery.list(params)
    return {
      value: {
        total: partners.length,
        partners: partners.map(serializePartner),
        page: serviceUrl('/deals', { category: params.category, q: params.q }),
      },
      expiresAt: null,
    }
  })
}
