import type { HttpContext } from '@adonisjs/core/http'
import { getEvent } from '#services/catalog/event_service'
import { renderPage } from '#lib/site_pages'
import { withNotFoundPage } from '#controllers/site/site_view'

/** /events/:id (its `#tickets` section is every event's buy_url). */
export default class EventPagesController {
  async show(ctx: HttpContext) {
    return withNotFoundPage(
      ctx,
      'We could not find that event. It may have been removed.',
      async () => {
        const event = await getEvent(ctx.params.id)
        return renderPage(ctx, 'event', { title: event.name, event }, 200, event)
      }
    )
  }
}
