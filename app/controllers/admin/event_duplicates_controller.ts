import type { HttpContext } from '@adonisjs/core/http'
import { duplicateEventValidator, DUPLICATE_UNITS } from '#validators/admin/event_duplicate'
import { duplicateEvent, proposedCopy } from '#services/admin/event_duplicate'
import { findEvent } from '#services/admin/event_records'
import { formState, staffActor } from '#http/admin_staff_request'

/** "Duplicate" of an event (e.g. next year's edition), as a new draft. */
export default class EventDuplicatesController {
  async create(ctx: HttpContext) {
    const event = await findEvent(ctx.params.id)
    return ctx.view.render('admin/events/duplicate', {
      event,
      form: formState(ctx, proposedCopy(event)),
      units: DUPLICATE_UNITS,
    })
  }

  async store(ctx: HttpContext) {
    const source = await findEvent(ctx.params.id)
    const input = await ctx.request.validateUsing(duplicateEventValidator)
    const copy = await duplicateEvent(staffActor(ctx), source.id, input)
    ctx.session.flash(
      'success',
      `${copy.name} is a copy of ${source.name}, with its ticket rounds, as a draft. Check it, then publish.`
    )
    return ctx.response.redirect().toRoute('admin.events.edit', { id: copy.id })
  }
}
