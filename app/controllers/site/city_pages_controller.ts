import type { HttpContext } from '@adonisjs/core/http'
import { getCityGuide } from '#services/catalog/city_service'
import { getEvent, listEvents } from '#services/catalog/event_service'
import type { EventType } from '#schemas/enums'
import type { EventShape } from '#schemas/event'
import type { CityGuideShape } from '#schemas/city'
import { emptyForm, type SiteFormState } from '#http/site/forms'
import { signUpFromForm, waitlistFormStatus, waitlistOutcome } from '#http/site/waitlist'
import { halloweenWaitlists } from '#presenters/halloween_page'
import { renderPage } from '#http/site/pages'
import { notFoundPage, pageOrNotFound } from '#http/site/view'
import { cityGuideMeta, festivalMeta, halloweenMeta } from '#presenters/page_meta'
import { siteTextOf } from '#http/site/language'

async function cityEvents(slug: string, type: EventType) {
  const list = await listEvents({ city: slug, type, upcoming: true, limit: 50 })
  return list.events
}

/** /cities/:slug, /festivals/:slug, /halloween/:slug, from the city guide and its events. */
export default class CityPagesController {
  async guide(ctx: HttpContext) {
    const text = siteTextOf(ctx)
    const unknown = text.t('city.unknown')
    return pageOrNotFound(ctx, unknown, await getCityGuide(ctx.params.slug), (guide) =>
      renderPage(ctx, 'city', { guide, meta: cityGuideMeta(guide, text) })
    )
  }

  async festival(ctx: HttpContext) {
    const text = siteTextOf(ctx)
    const unknown = text.t('city.unknown')
    return pageOrNotFound(ctx, unknown, await getCityGuide(ctx.params.slug), async (guide) => {
      const events = await cityEvents(guide.slug, 'welcome_festival')
      const meta = festivalMeta(guide, events, text)
      return renderPage(ctx, 'festival', { guide, events, meta })
    })
  }

  async halloween(ctx: HttpContext) {
    const guide = await getCityGuide(ctx.params.slug)
    const noPage = siteTextOf(ctx).t('halloween.no_page')
    if (!guide.ok || !guide.value.halloween_url) return notFoundPage(ctx, noPage)
    return renderHalloween(ctx, guide.value, waitlistOutcome(ctx))
  }

  /**
   * POST /halloween/:slug/waitlist: the waiting-list form on the Halloween
   * page (the event in `event`), then back to that page.
   */
  async joinWaitlist(ctx: HttpContext) {
    const guide = await getCityGuide(ctx.params.slug)
    const text = siteTextOf(ctx)
    if (!guide.ok || !guide.value.halloween_url) {
      return notFoundPage(ctx, text.t('halloween.no_page'))
    }
    const event = await getEvent(String(ctx.request.body().event ?? ''))
    const ofThisPage =
      event.ok && event.value.type === 'halloween' && event.value.city_slug === guide.value.slug
    if (!ofThisPage) return notFoundPage(ctx, text.t('halloween.no_party'))
    const signup = await signUpFromForm(ctx, event.value)
    if (signup.kind !== 'done') return renderHalloween(ctx, guide.value, signup.form, event.value)
    const page = `${text.href(`/halloween/${guide.value.slug}`)}?waitlist=${signup.outcome}#waitlist`
    return ctx.response.redirect().status(303).toPath(page)
  }
}

/** The Halloween page, with the waiting-list form of its first open list (or of `formEvent`). */
async function renderHalloween(
  ctx: HttpContext,
  guide: CityGuideShape,
  form?: SiteFormState,
  formEvent?: EventShape
) {
  const events = await cityEvents(guide.slug, 'halloween')
  const meta = halloweenMeta(guide, events, siteTextOf(ctx))
  const lists = halloweenWaitlists(events, formEvent)
  const state = { guide, events, meta, ...lists, waitlist: form ?? emptyForm() }
  return renderPage(ctx, 'halloween', state, waitlistFormStatus(form))
}
