import type { HttpContext } from '@adonisjs/core/http'
import { getCityGuide } from '#services/catalog/city_service'
import { listEvents } from '#services/catalog/event_service'
import type { EventType } from '#schemas/enums'
import { renderPage } from '#http/site_pages'
import { notFoundPage, pageOrNotFound } from '#http/site_view'
import { cityGuideMeta, festivalMeta, halloweenMeta } from '#presenters/page_meta'

const UNKNOWN_CITY =
  'We have no student community in that city (yet). Pick a city on the home page.'

const NO_HALLOWEEN_PAGE = 'There is no Halloween page for that city.'

async function cityEvents(slug: string, type: EventType) {
  const list = await listEvents({ city: slug, type, upcoming: true, limit: 50 })
  return list.events
}

/** /cities/:slug, /festivals/:slug, /halloween/:slug, from the city guide and its events. */
export default class CityPagesController {
  async guide(ctx: HttpContext) {
    return pageOrNotFound(ctx, UNKNOWN_CITY, await getCityGuide(ctx.params.slug), (guide) =>
      renderPage(ctx, 'city', { guide, meta: cityGuideMeta(guide) })
    )
  }

  async festival(ctx: HttpContext) {
    return pageOrNotFound(ctx, UNKNOWN_CITY, await getCityGuide(ctx.params.slug), async (guide) => {
      const events = await cityEvents(guide.slug, 'welcome_festival')
      return renderPage(ctx, 'festival', { guide, events, meta: festivalMeta(guide, events) })
    })
  }

  async halloween(ctx: HttpContext) {
    const guide = await getCityGuide(ctx.params.slug)
    if (!guide.ok || !guide.value.halloween_url) return notFoundPage(ctx, NO_HALLOWEEN_PAGE)
    const events = await cityEvents(guide.value.slug, 'halloween')
    const meta = halloweenMeta(guide.value, events)
    return renderPage(ctx, 'halloween', { guide: guide.value, events, meta })
  }
}
