import type { HttpContext } from '@adonisjs/core/http'
import { getCityGuide } from '#services/catalog/city_service'
import { listEvents } from '#services/catalog/event_service'
import { NotFoundError } from '#exceptions/catalog_errors'
import type { EventType } from '#schemas/enums'
import { renderPage } from '#lib/site_pages'
import { withNotFoundPage } from '#controllers/site/site_view'

const UNKNOWN_CITY =
  'We have no student community in that city (yet). Pick a city on the home page.'

async function cityEvents(slug: string, type: EventType) {
  const list = await listEvents({ city: slug, type, upcoming: true, limit: 50 })
  return list.events
}

/** /cities/:slug, /festivals/:slug, /halloween/:slug, from the city guide and its events. */
export default class CityPagesController {
  async guide(ctx: HttpContext) {
    return withNotFoundPage(ctx, UNKNOWN_CITY, async () => {
      const guide = await getCityGuide(ctx.params.slug)
      return renderPage(ctx, 'city', { title: `${guide.name} city guide`, guide })
    })
  }

  async festival(ctx: HttpContext) {
    return withNotFoundPage(ctx, UNKNOWN_CITY, async () => {
      const guide = await getCityGuide(ctx.params.slug)
      const events = await cityEvents(guide.slug, 'welcome_festival')
      return renderPage(ctx, 'festival', { title: guide.festival_name, guide, events })
    })
  }

  async halloween(ctx: HttpContext) {
    return withNotFoundPage(ctx, 'There is no Halloween page for that city.', async () => {
      const guide = await getCityGuide(ctx.params.slug)
      if (!guide.halloween_url)
        throw new NotFoundError(`${guide.name} has no Halloween page`, 'city')
      const events = await cityEvents(guide.slug, 'halloween')
      return renderPage(ctx, 'halloween', { title: `Halloween in ${guide.name}`, guide, events })
    })
  }
}
