import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { undoChangesValidator } from '#admin/validators/undo'
import { undoChanges, UndoRefused } from '#admin/engine/undo_changes'
import { redirectBack, staffActor } from '#admin/http/staff_request'
import { PublishingRefused } from '#admin/staff/publication_gate'

/** The banner's "Undo" after a bulk change or a delete. */
export default class UndoController {
  async undo(ctx: HttpContext) {
    const { entries } = await ctx.request.validateUsing(undoChangesValidator)
    try {
      const count = await undoChanges(staffActor(ctx), entries)
      ctx.session.flash(
        'success',
        count === 1
          ? 'Undone: the record is back as it was.'
          : `Undone: ${count} records are back as they were.`
      )
    } catch (error) {
      if (!(error instanceof UndoRefused) && !(error instanceof PublishingRefused)) throw error
      const nothing = error instanceof PublishingRefused ? ' Nothing was undone.' : ''
      ctx.session.flash('failure', error.message + nothing)
    }
    return redirectBack(ctx, router.makeUrl('admin.dashboard'))
  }
}
