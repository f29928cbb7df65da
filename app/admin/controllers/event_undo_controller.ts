import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { undoQuickChangeValidator } from '#admin/resources/event/undo_validator'
import { undoQuickChange } from '#admin/resources/event/undo'
import { redirectBack, staffActor } from '#admin/http/staff_request'

/** "Undo" of a one-click change on the events list. */
export default class EventUndoController {
  async undo(ctx: HttpContext) {
    const { entry } = await ctx.request.validateUsing(undoQuickChangeValidator)
    const outcome = await undoQuickChange(staffActor(ctx), ctx.params.id, entry)
    if (outcome.undone) ctx.session.flash('success', `${outcome.event.name}: undone.`)
    else ctx.session.flash('failure', outcome.reason)
    return redirectBack(ctx, router.makeUrl('admin.events.index'))
  }
}
