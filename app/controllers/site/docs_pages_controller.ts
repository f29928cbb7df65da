import type { HttpContext } from '@adonisjs/core/http'
import { searchCities } from '#services/catalog/city_service'
import { getStoredDoc, listStoredDocs } from '#services/docs_service'
import { errorCodeEntries, MCP_ERROR_CODES } from '#services/discovery/error_codes'
import { markdownToSafeHtml } from '#lib/safe_markdown'
import { linkUrl } from '#services/discovery/surfaces'
import { renderPage } from '#lib/site_pages'
import { withNotFoundPage } from '#controllers/site/site_view'

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
    })
  }

  async show(ctx: HttpContext) {
    return withNotFoundPage(ctx, 'We could not find that page of our guides.', async () => {
      const doc = await getStoredDoc(String(ctx.params.slug))
      const state = () => ({ title: doc.title, doc, html: markdownToSafeHtml(doc.markdown) })
      return renderPage(ctx, 'doc', state, 200, doc)
    })
  }

  async errors(ctx: HttpContext) {
    return renderPage(ctx, 'errors', {
      title: 'Error codes',
      codes: errorCodeEntries(),
      mcpCodes: MCP_ERROR_CODES,
    })
  }
}
