import type { HttpContext } from '@adonisjs/core/http'
import { searchCities } from '#services/catalog/city_service'
import { getStoredDoc, listStoredDocs } from '#services/catalog/docs_service'
import { errorCodeEntries, MCP_ERROR_CODES } from '#services/discovery/error_codes'
import { markdownToSafeHtml } from '#lib/safe_markdown'
import { linkUrl } from '#services/discovery/surfaces'
import { pageOrNotFound, renderPage } from '#http/site/view'
import { SITE_PAGE_SUMMARIES, plainPageMeta } from '#presenters/page_meta'
import { siteTextOf } from '#http/site/language'

const DOC_KINDS = ['blog', 'faq', 'policy'] as const

/** /docs (list), /docs/:slug (one stored doc as HTML) and /docs/errors. */
export default class DocsPagesController {
  async index(ctx: HttpContext) {
    const [docs, cities] = await Promise.all([listStoredDocs(), searchCities({ limit: 100 })])
    const { t } = siteTextOf(ctx)
    const groups = DOC_KINDS.map((kind) => ({
      title: t(`docs.kind.${kind}`),
      docs: docs.filter((doc) => doc.kind === kind),
    }))
    return renderPage(ctx, 'docs_index', {
      title: t('docs.title'),
      groups,
      cities: cities.cities,
      pricingUrl: linkUrl('pricingMd'),
      meta: plainPageMeta(t('docs.title'), t('docs.description'), linkUrl('docs')),
    })
  }

  async show(ctx: HttpContext) {
    const found = await getStoredDoc(String(ctx.params.slug))
    return pageOrNotFound(ctx, siteTextOf(ctx).t('docs.not_found'), found, (doc) => {
      const state = () => ({
        title: doc.title,
        doc,
        html: markdownToSafeHtml(doc.markdown),
        meta: plainPageMeta(doc.title, doc.summary, doc.url, 'article'),
      })
      return renderPage(ctx, 'doc', state, 200, doc)
    })
  }

  async errors(ctx: HttpContext) {
    return renderPage(ctx, 'errors', {
      title: 'Error codes',
      codes: errorCodeEntries(),
      mcpCodes: MCP_ERROR_CODES,
      meta: plainPageMeta('Error codes', SITE_PAGE_SUMMARIES.errors, linkUrl('errors')),
    })
  }
}
