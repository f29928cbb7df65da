import type Partner from '#models/partner'
import type { PartnerShape } from '#schemas/partner'
import { absoluteUrl } from '#lib/urls'
import { formatUpdatedAt } from '#lib/zoned_time'

/** Needs `links` preloaded. */
export function serializePartner(partner: Partner): PartnerShape {
  return {
    slug: partner.slug,
    name: partner.name,
    category: partner.category,
    kind: partner.kind,
    description: partner.description,
    deal: partner.deal,
    code: partner.code,
    links: partner.links.map(({ label, url }) => ({ label, url: absoluteUrl(url) })),
    updated_at: formatUpdatedAt(partner.updatedAt),
  }
}
