import type { HttpContext } from '@adonisjs/core/http'
import { DEVELOPER_SECTIONS, buildHomeModel } from '#services/discovery/home_model'
import { renderIndexMarkdown } from '#services/discovery/index_markdown'
import { LINKS, SERVICE_SUMMARY, linkUrl } from '#services/discovery/surfaces'
import { renderPage } from '#http/site/pages'
import { homeMeta, plainPageMeta } from '#presenters/page_meta'
import { siteLocaleOf, siteTextOf } from '#http/site/language'
import { DEFAULT_LOCALE } from '#lib/site_locales'

/** `/`: the human home page, or the index document for `Accept: text/markdown`. */
export default class HomeController {
  async show(ctx: HttpContext) {
    const { request, response } = ctx
    response.header('Vary', 'Accept')
    response.header('Link', `<${linkUrl('apiCatalog')}>; rel="api-catalog"`)
    if (request.accepts(['text/html', 'text/markdown']) === 'text/markdown') {
      return response
        .header('Content-Type', 'text/markdown; charset=utf-8')
        .send(await renderIndexMarkdown())
    }
    const home = await buildHomeModel()
    const english = siteLocaleOf(ctx) === DEFAULT_LOCALE
    return renderPage(ctx, 'home', {
      home,
      markdownUrl: linkUrl('indexMd'),
      meta: homeMeta(english ? home.summary : siteTextOf(ctx).t('home.description')),
    })
  }

  /** /developers: the REST API, MCP, A2A and discovery files, out of the students' way. */
  async developers(ctx: HttpContext) {
    return renderPage(ctx, 'developers', {
      summary: SERVICE_SUMMARY,
      sections: DEVELOPER_SECTIONS,
      markdownUrl: linkUrl('indexMd'),
      meta: plainPageMeta(
        LINKS.developers.title,
        LINKS.developers.description,
        LINKS.developers.path
      ),
    })
  }
}
