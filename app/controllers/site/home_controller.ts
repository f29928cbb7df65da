import type { HttpContext } from '@adonisjs/core/http'
import { buildHomeModel } from '#services/discovery/home_model'
import { renderIndexMarkdown } from '#services/discovery/index_markdown'
import { linkUrl } from '#services/discovery/surfaces'
import { renderPage } from '#lib/site_pages'

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
    return renderPage(ctx, 'home', {
      home: await buildHomeModel(),
      markdownUrl: linkUrl('indexMd'),
    })
  }
}
