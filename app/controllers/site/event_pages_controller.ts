import type { HttpContext } from '@adonisjs/core/http'
import { getEvent } from '#services/catalog/event_service'
import { pageOrNotFound, renderPage } from '#http/site/view'
import type { EventShape } from '#schemas/event'
import type { SiteFormState } from '#http/site/forms'
import { countryOf, eventPageState } from '#http/site/event_page'
import { signUpFromForm, waitlistFormStatus, waitlistOutcome } from '#http/site/waitlist'
import { siteTextOf } from '#http/site/language'
import { sitePagePath } from '#presenters/page_meta'

/**
 * Renders an event page. The plain page is made once per cached event
 * value; a page showing a form's outcome or errors is made for its request.
 */
async function renderEventPage(ctx: HttpContext, event: EventShape, form?: SiteFormState) {
  const countryCode = await countryOf(event)
  const state = () => eventPageState(event, countryCode, form, siteTextOf(ctx))
  return renderPage(ctx, 'event', state, waitlistFormStatus(form), form ? undefined : event)
}

/** /events/:id (its `#tickets` section is every event's buy_url) and its waiting-list form. */
export default class EventPagesController {
  async show(ctx: HttpContext) {
    const notFound = siteTextOf(ctx).t('event.not_found')
    return pageOrNotFound(ctx, notFound, await getEvent(ctx.params.id), (event) =>
      renderEventPage(ctx, event, waitlistOutcome(ctx))
    )
  }

  /**
   * POST /events/:id/waitlist: the Halloween sign-up form, through the
   * waiting-list service (the MCP tool's own), then back to the page.
   */
  async joinWaitlist(ctx: HttpContext) {
    const text = siteTextOf(ctx)
    const notFound = text.t('event.not_found')
    return pageOrNotFound(ctx, notFound, await getEvent(ctx.params.id), async (event) => {
      const signup = await signUpFromForm(ctx, event)
      if (signup.kind !== 'done') return renderEventPage(ctx, event, signup.form)
      const page = `${text.href(sitePagePath.event(signup.eventId))}?waitlist=${signup.outcome}#waitlist`
      return ctx.response.redirect().status(303).toPath(page)
    })
  }
}
