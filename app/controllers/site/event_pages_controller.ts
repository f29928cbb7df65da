import type { HttpContext } from '@adonisjs/core/http'
import { getEvent } from '#services/catalog/event_service'
import { pageOrNotFound, renderPage } from '#http/site_view'
import { joinHalloweenWaitlist } from '#services/catalog/waitlist_service'
import type { EventShape } from '#schemas/event'
import { sitePagePath } from '#presenters/page_meta'
import { WAITLIST_NOTICES, type WaitlistNotice } from '#presenters/form_messages'
import { isTicked, siteWaitlistValidator } from '#validators/site_forms'
import { emptyForm, textField, validated, type SiteFormState } from '#http/site_forms'
import { countryOf, eventPageState } from '#http/site_event_page'

const NOT_FOUND = 'We could not find that event. It may have been removed.'

/**
 * Renders an event page. The plain page is made once per cached event
 * value; a page showing a form's outcome or errors is made for its request.
 */
async function renderEventPage(ctx: HttpContext, event: EventShape, form?: SiteFormState) {
  const countryCode = await countryOf(event)
  const state = () => eventPageState(event, countryCode, form)
  const status =
    form?.notice?.kind === 'error' ? 409 : Object.keys(form?.errors ?? {}).length ? 422 : 200
  return renderPage(ctx, 'event', state, status, form ? undefined : event)
}

function noticeForm(notice: WaitlistNotice): SiteFormState {
  return { ...emptyForm(), notice: WAITLIST_NOTICES[notice] }
}

/** /events/:id (its `#tickets` section is every event's buy_url) and its waiting-list form. */
export default class EventPagesController {
  async show(ctx: HttpContext) {
    return pageOrNotFound(ctx, NOT_FOUND, await getEvent(ctx.params.id), (event) => {
      const outcome = String(ctx.request.qs().waitlist ?? '')
      const form = outcome in WAITLIST_NOTICES ? noticeForm(outcome as WaitlistNotice) : undefined
      return renderEventPage(ctx, event, form)
    })
  }

  /**
   * POST /events/:id/waitlist: the Halloween sign-up form, through the
   * waiting-list service (the MCP tool's own), then back to the page.
   */
  async joinWaitlist(ctx: HttpContext) {
    return pageOrNotFound(ctx, NOT_FOUND, await getEvent(ctx.params.id), async (event) => {
      const body = ctx.request.body()
      const values = { name: textField(body, 'name'), email: textField(body, 'email') }
      const signup = await validated(
        siteWaitlistValidator.validate({
          ...values,
          city: event.city_slug ?? event.city,
          consent: isTicked(body.consent) ? true : undefined,
        })
      )
      if (signup.errors) {
        const form = { ...emptyForm({ ...values, consent: isTicked(body.consent) }) }
        return renderEventPage(ctx, event, { ...form, errors: signup.errors })
      }
      const result = await joinHalloweenWaitlist(signup.value, {
        source: 'site',
        eventId: event.id,
      })
      if (result.status !== 'joined' && result.status !== 'already_on_list') {
        return renderEventPage(ctx, event, noticeForm('closed'))
      }
      const outcome: WaitlistNotice = result.status === 'joined' ? 'joined' : 'already'
      const page = `${sitePagePath.event(result.event.id)}?waitlist=${outcome}#waitlist`
      return ctx.response.redirect().status(303).toPath(page)
    })
  }
}
