import { PartnerQuery } from '#queries/partner_query'
import { serializePartner } from '#serializers/partner_serializer'
import { serviceUrl } from '#lib/urls'
import type { PartnerListShape } from '#schemas/partner'
import type { ListPartnersParams } from '#validators/catalog'

/** listPartnerDeals: every matching deal at once (short, curated list: no pages). */
export async function listPartnerDeals(params: ListPartnersParams): Promise<PartnerListShape> {
  const partners = await PartnerQuery.list(params)
  return {
    total: partners.length,
    partners: partners.map(serializePartner),
    page: serviceUrl('/deals', { category: params.category, q: params.q }),
  }
}
