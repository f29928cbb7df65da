import type { HttpContext } from '@adonisjs/core/http'
import {
  duplicateEventValidator,
  DUPLICATE_UNITS,
} from '#admin/resources/event/duplicate_validator'
import { duplicateEvent, proposedCopy } from '#admin/resources/event/duplicate'
import { findEvent } from '#admin/resources/event/records'
import { formState, staffActor } from '#admin/http/staff_request'
import { validatorLimits } from '#admin/engine/validator_limits'

/** "Duplicate" of an event (e.g. next year's edition), as a new draft. */
export default class EventDuplicatesController {
  async create(ctx: HttpContext) {
    const event = await findEvent(ctx.params.id)
    return ctx.view.render('event::duplicate', {
      event,
      form: formState(ctx, proposedCopy(event)),
      units: DUPLICATE_UNITS,
      /* each input's maxlength is the validator's limit */
      limits: validatorLimits(duplicateEventValidator).fields,
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
