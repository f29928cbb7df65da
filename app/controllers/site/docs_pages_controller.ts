import type { HttpContext } from '@adonisjs/core/http'
import { searchCities } from '#services/catalog/city_service'
import { getStoredDoc, listStoredDocs } from '#services/catalog/docs_service'
import { errorCodeEntries, MCP_ERROR_CODES } from '#services/discovery/error_codes'
import { markdownToSafeHtml } from '#lib/safe_markdown'
import { linkUrl } from '#services/discovery/surfaces'
import { pageOrNotFound, renderPage } from '#http/site/view'
import { SITE_PAGE_SUMMARIES, plainPageMeta } from '#presenters/page_meta'

const KIND_TITLES = {
  blog: 'Guides',
  faq: 'Frequently asked questions',
  policy: 'Policies',
} as const

/** /docs (list), /docs/:slug (one stored doc as HTML) and /docs/errors. */
export default class DocsPagesController {
  async index(ctx: HttpContext) {
    const [docs, cities] = await Promise.all([listStoredDocs(), searchCities({ limit: 100 })])
    const groups = Object.entries(KIND_TITLES).map(([kind, title]) => ({
      title,
      docs: docs.filter((doc) => doc.kind === kind),
    }))
    return renderPage(ctx, 'docs_index', {
      title: 'Guides and FAQ',
      groups,
      cities: cities.cities,
      pricingUrl: linkUrl('pricingMd'),
      meta: plainPageMeta('Guides and FAQ', SITE_PAGE_SUMMARIES.docs, linkUrl('docs')),
    })
  }

  async show(ctx: HttpContext) {
    const found = await getStoredDoc(String(ctx.params.slug))
    return pageOrNotFound(ctx, 'We could not find that page of our guides.', found, (doc) => {
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
