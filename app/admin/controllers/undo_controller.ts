import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { undoChangesValidator } from '#admin/validators/undo'
import { redirectBack, staffActor } from '#admin/http/staff_request'
import { allowed, unexpected } from '#admin/http/action_failures'
import { undoEntries } from '#admin/actions/history'
import type { ActionFailure } from '#admin/actions/gate'

/** Why nothing was undone, in staff's words. */
function undoRefusal(failure: ActionFailure) {
  const reason = allowed(failure)
  if (reason.kind === 'refused') return reason.message
  if (reason.kind === 'publishing') return `${reason.message} Nothing was undone.`
  throw unexpected(reason)
}

/** The banner's "Undo" after a bulk change or a delete. */
export default class UndoController {
  async undo(ctx: HttpContext) {
    const { entries } = await ctx.request.validateUsing(undoChangesValidator)
    const undone = await undoEntries(staffActor(ctx), entries)
    if (!undone.ok) ctx.session.flash('failure', undoRefusal(undone.failure))
    else {
      const count = undone.value
      ctx.session.flash(
        'success',
        count === 1
          ? 'Undone: the record is back as it was.'
          : `Undone: ${count} records are back as they were.`
      )
    }
    return redirectBack(ctx, router.makeUrl('admin.dashboard'))
  }
}
