import Partner from '#models/partner'
import { containsPattern } from '#lib/search_text'
import { publishedNowSql } from '#lib/publication'
import type { ListPartnersParams } from '#validators/catalog'

/** Partner deals in their curated order, with links preloaded. */
export class PartnerQuery {
  static async list({
    category,
    q,
    has_code: hasCode,
    updated_since: updatedSince,
  }: ListPartnersParams): Promise<Partner[]> {
    const query = Partner.query()
      .whereRaw(publishedNowSql('partners'))
      .preload('links')
      .orderBy('position')
      .orderBy('name')
      .orderBy('id')
    if (category) query.where('category', category)
    if (updatedSince) query.where('updated_at', '>=', updatedSince)
    if (q) query.whereRaw('partners.search_folded LIKE search_fold(?)', [containsPattern(q)])
    if (hasCode !== undefined) {
      query.whereRaw(`(nullif(btrim(partners.code), '') IS NOT NULL) = ?`, [hasCode])
    }
    return query
  }

  /** Staff preview: one partner whatever its publication. */
  static findForPreview(id: number): Promise<Partner | null> {
    return Partner.query().where('id', id).preload('links').first()
  }
}
