import type { HttpContext } from '@adonisjs/core/http'
import { previewEvent } from '#services/catalog/event_service'
import { previewPartnerDeal } from '#services/catalog/partner_service'
import { previewStoredDoc } from '#services/catalog/docs_service'
import { markdownToSafeHtml } from '#lib/safe_markdown'
import { PARTNER_CATEGORIES } from '#schemas/enums'
import { SITE_PAGE_SUMMARIES, cityGuideMeta, plainPageMeta } from '#presenters/page_meta'
import { previewCityGuide } from '#admin/workflow/guide_drafts'
import { LINKS } from '#services/discovery/surfaces'
import { countryOf, eventPageState } from '#http/site/event_page'
import { valueOrHttpError } from '#http/policies/catalog_answer'

/* on a phone the short wording keeps the banner to one line over the content */
const BANNER =
  '<p class="preview-banner" role="status" data-preview-banner><span class="preview-banner__long">Preview for staff: this is how the page will look. The public cannot see it until it is published.</span><span class="preview-banner__short">Staff preview · not public yet</span></p>'

/**
 * "Preview": the public page of an event, doc or partner deal whatever its
 * publication, and a city guide with its draft, for signed-in staff only (the admin group's auth), never
 * cached and never indexed.
 */
export default class PreviewController {
  async event(ctx: HttpContext) {
    const event = valueOrHttpError(await previewEvent(String(ctx.params.id)))
    const state = eventPageState(event, await countryOf(event))
    return this.send(ctx, 'event', { ...state, preview: true })
  }

  /** A city guide with its draft (if any) as the public will see it once published. */
  async city(ctx: HttpContext) {
    const guide = await previewCityGuide(Number(ctx.params.id))
    return this.send(ctx, 'city', { guide, meta: cityGuideMeta(guide) })
  }

  async doc(ctx: HttpContext) {
    const doc = valueOrHttpError(await previewStoredDoc(Number(ctx.params.id)))
    return this.send(ctx, 'doc', {
      title: doc.title,
      doc,
      html: markdownToSafeHtml(doc.markdown),
      meta: plainPageMeta(doc.title, doc.summary, doc.url, 'article'),
    })
  }

  async partner(ctx: HttpContext) {
    const deals = valueOrHttpError(await previewPartnerDeal(Number(ctx.params.id)))
    return this.send(ctx, 'deals', {
      title: 'Partner deals',
      deals,
      filters: {},
      invalid: false,
      categories: PARTNER_CATEGORIES,
      meta: plainPageMeta('Partner deals', SITE_PAGE_SUMMARIES.deals, LINKS.deals.path),
    })
  }

  private async send(ctx: HttpContext, template: string, state: Record<string, unknown>) {
    const html = await ctx.view.render(`site/${template}`, state)
    return ctx.response
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .send(html.replace(/<body([^>]*)>/, `<body$1>${BANNER}`))
  }
}
